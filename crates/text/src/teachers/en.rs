use super::TeachersText;

pub struct En;

impl TeachersText for En {
    fn for_teachers(&self) -> &'static str {
        "For teachers"
    }
    fn intro(&self) -> &'static str {
        "Put one game in your class page, give your class a link or a QR code to open the same game on their own \
         devices, and print the rules."
    }
    fn maker(&self) -> &'static str {
        "A game for your class page"
    }
    fn maker_help(&self) -> &'static str {
        "Choose the game and who plays; the code and the link below follow your choices."
    }
    fn game(&self) -> &'static str {
        "Game"
    }
    fn language(&self) -> &'static str {
        "Language"
    }
    fn players(&self) -> &'static str {
        "Players"
    }
    fn who_plays(&self) -> &'static str {
        "Who plays each seat"
    }
    fn computer_at(&self, level: &str) -> String {
        format!("Computer, {}", crate::coach::latin_lowercase(level))
    }
    fn locked(&self) -> &'static str {
        "Only this game"
    }
    fn locked_help(&self) -> &'static str {
        "No other games and no setup screen: New game starts at once with these players."
    }
    fn locks(&self) -> &'static str {
        "What pupils cannot change"
    }
    fn lock_names(&self) -> &'static [&'static str; 4] {
        &[
            "The language",
            "The home screen: the page opens the game in progress, else a new one",
            "Saved games: their list, deleting them",
            "Sharing: the game's link and QR code, saving it as a file",
        ]
    }
    fn same_deal(&self) -> &'static str {
        "The same deal on every device"
    }
    fn deal_number(&self) -> &'static str {
        "Deal number"
    }
    fn another_deal(&self) -> &'static str {
        "Another deal"
    }
    fn deal_in_words(&self, seed: u64) -> String {
        format!(
            "Every device that starts this game gets deal number {seed}: the same start, and the same dice for the \
             same moves."
        )
    }
    fn new_deal_each_time(&self) -> &'static str {
        "Each new game gets a new deal."
    }
    fn iframe_code(&self) -> &'static str {
        "The code for your page"
    }
    fn iframe_help(&self) -> &'static str {
        "Paste it into your page's HTML. The frame takes your page's width and most of the screen's height, so \
         that the whole game is in view, on a tablet too. Its sandbox lets the game save on each device and save \
         a game as a file."
    }
    fn class_link(&self) -> &'static str {
        "The link for your class"
    }
    fn class_link_help(&self) -> &'static str {
        "Pupils open it, or scan the code, on their own devices: the same game, the same players."
    }
    fn to_print(&self) -> &'static str {
        "Rules to print"
    }
    fn to_print_help(&self) -> &'static str {
        "Each rules page prints on A4 without the menus and buttons; the quick card is one page."
    }
    fn quick_card(&self) -> &'static str {
        "Quick card"
    }
    fn print(&self) -> &'static str {
        "Print"
    }
    fn needs(&self) -> &'static str {
        "What the app needs from your school's page"
    }
    fn needs_list(&self) -> &'static [&'static str] {
        &[
            "No account and no sign-in. Nothing the pupils do is sent anywhere: after loading, the app asks the \
             network for nothing.",
            "Games are kept in each device's browser (its local storage). The browser must let sites keep data; a \
             private window forgets the games when it closes.",
            "In an iframe, the sandbox needs allow-scripts and allow-same-origin to save (the code above has them). \
             Without allow-same-origin the game still plays, but cannot save, and says so.",
            "Offline: once opened from a web address (http or https), the app keeps its files and works without the \
             internet.",
            "One file: the app also comes as a single HTML file, for a USB stick or an e-mail. Opened from the file \
             (file://) in Chrome or Chromium it plays and saves on that device, with no internet at all.",
            "Any folder of any web server: copy the app's folder as it is; there is nothing to install or set up.",
        ]
    }
    fn no_such_level(&self, value: &str) -> String {
        format!("The link asks for a computer level \"{value}\": there are easy, normal and hard. Normal is played.")
    }
    fn not_a_seed(&self, value: &str) -> String {
        format!("The link's deal number \"{value}\" is not a number: each game gets a new deal.")
    }
    fn no_such_lock(&self, value: &str) -> String {
        format!("The link asks to lock \"{value}\": there are lang, home, saves and share. The others are locked.")
    }
    fn file_for_other_game(&self, game: &str, here: &str) -> String {
        format!("This file is a game of {game}; this page plays only {here}.")
    }
    fn link_for_other_game(&self, game: &str, here: &str) -> String {
        format!("This link is a game of {game}; this page plays only {here}.")
    }
    fn back_to(&self, game: &str) -> String {
        format!("Back to {game}")
    }
    fn card_title(&self, game: &str) -> String {
        format!("{game}: quick card")
    }
    fn goal(&self) -> &'static str {
        "The goal"
    }
    fn a_turn(&self) -> &'static str {
        "A turn"
    }
    fn key_rules(&self) -> &'static str {
        "The key rules"
    }
    fn the_end(&self) -> &'static str {
        "The end"
    }
    fn more_on_rules_page(&self) -> &'static str {
        "Every rule in detail is on the game's rules page."
    }
}
