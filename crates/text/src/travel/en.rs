use super::TravelText;

pub struct En;

fn moves(n: usize) -> String {
    if n == 1 {
        "1 move".into()
    } else {
        format!("{n} moves")
    }
}

impl TravelText for En {
    fn arrived_from(&self, game: &str, sender: &str) -> String {
        format!("{game}, sent by {sender}")
    }
    fn another_device(&self) -> &'static str {
        "another device"
    }
    fn the_game(&self) -> &'static str {
        "the game"
    }
    fn link_for(&self, names: &str) -> String {
        format!("This link is for {names}, who plays on no device yet.")
    }
    fn file_for(&self, names: &str) -> String {
        format!("This file is for {names}, who plays on no device yet.")
    }
    fn which_here(&self) -> &'static str {
        "Tick whoever plays on this device:"
    }
    fn just_watch(&self) -> &'static str {
        "Just watch"
    }
    fn watching(&self) -> &'static str {
        "You are watching: this device plays no one in this game."
    }
    fn plays_there(&self, who: &str) -> String {
        format!("{who} plays on another device")
    }
    fn older_link(&self, theirs: usize, ours: usize) -> String {
        format!("This link is older than the game here: {} against {}. Nothing to do.", moves(theirs), moves(ours))
    }
    fn open_the_game(&self) -> &'static str {
        "Open the game"
    }
    fn forked_title(&self) -> &'static str {
        "This game went two ways"
    }
    fn forked_after(&self, common: usize) -> String {
        format!("After move {common}, this device and the link went on, each its own way.")
    }
    fn way_here(&self, n: usize, who: &str) -> String {
        format!("Here: {} ({who})", moves(n))
    }
    fn way_in_link(&self, n: usize, who: &str) -> String {
        format!("In the link: {} ({who})", moves(n))
    }
    fn play_on_here(&self) -> &'static str {
        "Play on the game here"
    }
    fn play_on_link(&self) -> &'static str {
        "Play on the link's game"
    }
    fn other_way_kept(&self) -> &'static str {
        "The other way is kept as a game of its own in your list."
    }
    fn set_aside(&self, common: usize) -> String {
        format!("the other way after move {common}")
    }
    fn send_to(&self, name: &str) -> String {
        format!("Send to {name}")
    }
    fn secret_stays_on_one_device(&self) -> &'static str {
        "Quarantine and Pandemic hide the virus: across devices, the virus's device sets the game up and \
         keeps the virus's secret, so that the hero's device never holds it. Set it up there, or play here on one device."
    }
    fn give_seats(&self) -> &'static str {
        "Play a seat on another device"
    }
    fn give_seat(&self, name: &str) -> String {
        format!("Give {name}'s seat to another device")
    }
    fn given_to_next(&self, name: &str) -> String {
        format!("This device no longer plays {name}: the first device that opens this link does.")
    }
    fn sealed_elsewhere(&self) -> &'static str {
        "This game hides the virus: before its end only its two devices, the hero's and the virus's, open it."
    }
    fn secret_of_another(&self) -> &'static str {
        "This link was made by an earlier version of the app and holds what the hidden player keeps secret, so it opens only on that player's own device. Nothing was saved on this device."
    }
    fn seat_taken(&self, who: &str) -> String {
        format!("The seat of {who} is taken")
    }
    fn taken_first(&self) -> &'static str {
        "Another device took this seat first: the game goes on with that device's moves, and this link changes nothing here."
    }
    fn not_signed(&self, name: &str) -> String {
        format!(
            "This link holds moves for {name} that {name}'s device did not make: they are not signed with its key. \
             Nothing of it was applied."
        )
    }
    fn seat_given_away(&self, name: &str) -> String {
        format!(
            "This link gives {name}'s seat to another device than the one that plays it, with no word from that device. \
             Nothing of it was applied."
        )
    }
    fn seat_unkept_full(&self) -> &'static str {
        "This device's storage is full: it cannot keep that this seat is played here. Once this tab is closed, \
         or in another tab, it would only watch, and nothing would give the seat back."
    }
    fn seat_unkept_blocked(&self) -> &'static str {
        "This browser keeps nothing for this page: it cannot keep that this seat is played here. Once \
         this tab is closed it would only watch, and nothing would give the seat back."
    }
    fn make_room_in_saves(&self) -> &'static str {
        "Make room: on the home screen, delete the finished games you no longer need."
    }
    fn instead_one_device(&self) -> &'static str {
        "Or play on one device: choose a person here for every seat, and \
         pass the device round."
    }
    fn instead_watch(&self) -> &'static str {
        "Or watch here and open the link on a device that can save."
    }
}
