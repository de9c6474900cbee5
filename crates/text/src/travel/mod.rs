//! The words of a game played across devices: a game arriving from another device
//! (who sent it, for whom), an older link, a game gone two ways, watching, and whom a link is
//! sent to; once per language (en.rs, it.rs).
//! Uses nothing of `text`.

mod en;
mod it;
#[cfg(test)]
mod tests;

use lang::Lang;

pub fn travel(lang: Lang) -> &'static dyn TravelText {
    match lang {
        Lang::En => &en::En,
        Lang::It => &it::It,
    }
}

pub trait TravelText: Sync {
    /// The heading of an arrival: the game and who sent it ("another device" when unknown).
    fn arrived_from(&self, game: &str, sender: &str) -> String;
    fn another_device(&self) -> &'static str;
    /// Who made the game's own moves (Lab Race's virus), among the movers of a way.
    fn the_game(&self) -> &'static str;
    /// Whom the link is for (the seats offered, named and joined).
    fn link_for(&self, names: &str) -> String;
    /// Whom a game file is for (a file is no link).
    fn file_for(&self, names: &str) -> String;
    fn which_here(&self) -> &'static str;
    fn just_watch(&self) -> &'static str;
    /// On the table of a game this device plays no seat of.
    fn watching(&self) -> &'static str;
    /// The banner of a watching device while a person elsewhere is to play.
    fn plays_there(&self, who: &str) -> String;
    fn older_link(&self, theirs: usize, ours: usize) -> String;
    fn open_the_game(&self) -> &'static str;
    fn forked_title(&self) -> &'static str;
    fn forked_after(&self, common: usize) -> String;
    /// One way the game went: its moves after the fork and who made them.
    fn way_here(&self, moves: usize, who: &str) -> String;
    fn way_in_link(&self, moves: usize, who: &str) -> String;
    fn play_on_here(&self) -> &'static str;
    fn play_on_link(&self) -> &'static str;
    fn other_way_kept(&self) -> &'static str;
    /// In the list of saves, beside a game set aside at a fork.
    fn set_aside(&self, common: usize) -> String;
    /// The share dialog's heading when the link is for a person on another device.
    fn send_to(&self, name: &str) -> String;
    /// Why Quarantine and Pandemic are not played across devices.
    /// Quarantine and Pandemic across devices are set up on the virus's device.
    fn secret_stays_on_one_device(&self) -> &'static str;
    /// Before a seat of a game on several devices is taken here, where this device
    /// cannot keep it: here, with the setup and the welcome, not among the keeping words, which
    /// the home screen's code does not carry.
    fn seat_unkept_full(&self) -> &'static str;
    fn seat_unkept_blocked(&self) -> &'static str;
    fn make_room_in_saves(&self) -> &'static str;
    fn instead_one_device(&self) -> &'static str;
    fn instead_watch(&self) -> &'static str;
    /// Handing a seat played here to another device: the heading, each seat's
    /// button, and what the link made then does.
    fn give_seats(&self) -> &'static str;
    fn give_seat(&self, name: &str) -> String;
    fn given_to_next(&self, name: &str) -> String;
    /// A sealed game's link opened on a device that plays neither side.
    fn sealed_elsewhere(&self) -> &'static str;
    /// An older build's link of a hidden game on two devices, holding the hidden seat's secret,
    /// opened on another device than that seat's.
    fn secret_of_another(&self) -> &'static str;
    /// Another device took a seat first: the heading naming it, and what follows.
    fn seat_taken(&self, who: &str) -> String;
    fn taken_first(&self) -> &'static str;
    /// Moves for `name` that `name`'s device did not sign: nothing of it applied.
    fn not_signed(&self, name: &str) -> String;
    /// A link that gives `name`'s seat to another device than the one that plays it.
    fn seat_given_away(&self, name: &str) -> String;
}
