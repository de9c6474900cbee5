//! The pass's last stages: the saves an arrival keeps written, and the game opened.
//! May use: the app's `page`, `storage`.

use crate::page::navigate;
use crate::storage::Store;
use table::route::Route;
use table::save::SavedGame;
use table::travel::arrive::Opening;

/// Writes each save, in order. Where storage refuses one, it is kept in memory: the table it
/// opens, or the list of saves, says so.
pub fn write(store: Store, saves: &[SavedGame]) {
    for save in saves {
        let _ = store.write(save);
    }
}

/// Opens the game in place of the screen that brought it, so Back does not bring it again.
pub fn open(opening: &Opening) {
    navigate(&Route::Play { game: opening.game.clone(), save: opening.id.clone() }, true);
}
