//! Le regole in italiano, vicine al testo originale: il gioco in breve, le decisioni comuni
//! (docs/games/epidemium.md R1-R13), i dadi e le decisioni del motore, nello stesso ordine di
//! rules_en.rs.

pub const INTRO: &str = "Un gioco da tavolo scientifico per 2-6 giocatori. \"Questo è l'ultimo dato che riporta il \
numero dei contaminati in Europa. Devo trovare la cura il prima possibile\", dice il Dott. Lit. Ogni dottore parte \
dallo stetoscopio del suo continente, attraversa il mondo del passato fino alla casella teletrasporto, si \
teletrasporta nel mondo del futuro, arriva alla siringa del suo colore, la prende e rifà tutto il tragitto al \
contrario. Vince chi torna per primo a casa con la siringa.";

pub const STEPS: &[&str] = &[
    "Ogni giocatore è il dottore di un continente: lo sceglie prima di iniziare oppure pesca uno stetoscopio dalla sacca.",
    "I giocatori uno alla volta lanciano il dado: chi fa il numero più basso parte per primo; se escono numeri uguali, quei giocatori ritirano il dado.",
    "Al tuo turno premi il dado (o Tira). Nel mondo del passato servono numeri pari per spostarsi, nel mondo del futuro numeri dispari; gli altri numeri fanno stare fermi un turno, passare al D4 o spostarsi di una casella sola (vedi i dadi qui sotto).",
    "Ti sposti sui pallini del tuo continente, non sulle linee. Se fai un numero più alto delle caselle che mancano, ti fermi comunque sulla casella teletrasporto, sulla siringa o sullo stetoscopio.",
    "Sulla casella teletrasporto aspetti il prossimo turno; poi con un solo tocco tiri due D6 fino a 7 volte: se esce lo stesso numero su entrambi i dadi ti teletrasporti sulla casella teletrasporto dell'altro mondo.",
    "Le tue carte compaiono come pulsanti quando puoi giocarle: Penalty prima del tuo tiro, Magic Number dopo, Bonus Life quando stai per saltare un turno.",
];

pub const RULINGS: &[&str] = &[
    "Da 2 a 6 giocatori. Ogni giocatore ha un continente e il suo personaggio, scelto prima di iniziare o pescato dalla sacca: l'Europa è il Dott. Lit; Asia, Africa, Nord America, Sud America e Oceania hanno i loro dottori. La pedina, lo stetoscopio e la siringa sono del colore del giocatore.",
    "Le mappe stampate non sono nelle regole: questa app disegna le sue. Nel mondo del passato lo stetoscopio di ogni continente è unito da un percorso di 12 pallini all'unica casella teletrasporto del passato; nel mondo del futuro la casella teletrasporto è unita da un percorso di 12 pallini alla siringa di ogni continente. Più pedine possono stare sullo stesso pallino.",
    "Il viaggio: stetoscopio, teletrasporto del passato, teletrasporto, teletrasporto del futuro, la tua siringa (la prendi), teletrasporto del futuro, teletrasporto, teletrasporto del passato, il tuo stetoscopio. Vince chi arriva per primo a casa con la siringa.",
    "Se il numero è più alto delle caselle che mancano alla casella teletrasporto, alla siringa o allo stetoscopio, ti fermi lì.",
    "Ordine di gioco: ognuno lancia il D6; chi fa il numero più basso parte per primo, poi il secondo più basso; chi fa lo stesso numero ritira.",
    "Dadi: nel passato ci si sposta con i numeri pari, nel futuro con i dispari. Con 1 (passato) o 2 (futuro) stai fermo un turno; con 3 o 4 al prossimo turno usi il D4; con 5 o 6 al prossimo numero buono ti sposti di una casella sola (una volta sola, anche se esce più volte).",
    "Con il D4 nel passato: 2 o 4 ti spostano, 1 ti fa stare fermo un turno e poi torni al D6, 3 ti fa usare di nuovo il D4. Con il D4 nel futuro: 1 o 3 ti spostano, 2 ti fa stare fermo un turno e poi torni al D6, 4 ti fa usare di nuovo il D4.",
    "In due giocatori: se siete nello stesso mondo (entrambi nel passato o entrambi nel futuro) e fate il numero che fa stare fermi uno dopo l'altro, la regola non viene applicata. Un turno fermo salvato con Bonus Life conta comunque come numero uscito.",
    "Teletrasporto: chi arriva sulla casella teletrasporto deve aspettare il prossimo turno; poi lancia due D6 fino a 7 volte. Se esce lo stesso numero su entrambi i dadi va sulla casella teletrasporto dell'altro mondo e il turno finisce; dopo 7 tiri senza numeri uguali torna indietro di una casella.",
    "Uno contro uno: se l'altro giocatore è stato stoppato e tu hai due turni di fila sulla casella teletrasporto, 7 tiri senza numeri uguali nel primo turno non ti fanno tornare indietro: resti lì e ritenti (fino a 7 tiri) nel secondo turno. Se non ci riesci neanche nel secondo turno torni indietro di una casella.",
    "Carte: da 2 a 4 giocatori ognuno prende 3 carte, 1 per tipo; da 5 a 6 giocatori 6 carte, 2 per tipo. Ogni carta si usa una volta.",
    "Bonus Life: ti salvi da un turno fermo (per il dado o per una carta Penalty), quando capita. Penalty: prima del tuo tiro fai saltare il turno a un altro giocatore che non sia già stato stoppato. Magic Number: dopo il tuo tiro aggiungi o togli il numero che vuoi, e il dado vale da 1 a 6 (da 1 a 4 con il D4); si usa anche per il teletrasporto, per fare due numeri uguali.",
    "Modalità di gioco rallentata (si sceglie prima di iniziare): con un numero buono ti sposti di una casella sola; con il 5 nel passato o il 6 nel futuro torni indietro di una casella.",
];

pub const DICE: &[[&str; 3]] = &[
    ["1", "stai fermo un turno", "ti sposti di 1"],
    ["2", "ti sposti di 2", "stai fermo un turno"],
    ["3", "al prossimo turno il D4 (2 o 4 per spostarti)", "ti sposti di 3"],
    ["4", "ti sposti di 4", "al prossimo turno il D4 (1 o 3 per spostarti)"],
    ["5", "la prossima volta una casella sola", "ti sposti di 5"],
    ["6", "ti sposti di 6", "la prossima volta una casella sola"],
];

pub const OURS: &[&str] = &[
    "Chi non ha scelto un personaggio pesca dalla sacca tra quelli che gli altri non hanno preso.",
    "I tiri per l'ordine di gioco non sono spostamenti: non si giocano carte. Chi fa lo stesso numero ritira nell'ordine dei posti e resta tra chi ha fatto meno e chi ha fatto di più.",
    "La modalità rallentata cambia solo gli spostamenti e il 5 (passato) o il 6 (futuro); i numeri che fanno stare fermi o usare il D4 restano uguali.",
    "In un turno saltato non si tira, quindi il D4 o la casella sola che aspettano valgono al primo turno in cui si tira.",
    "In due giocatori una carta Penalty non è un tiro e non annulla mai un turno fermo; stare fermi per il D4 conta come per il D6; un numero che ferma annullato dalla regola dei due giocatori conta comunque come uscito, quindi un terzo numero che ferma subito dopo viene annullato anche lui.",
    "La siringa si prende appena arrivati e il turno finisce; non si aspetta un turno: il tiro dopo è già verso casa.",
    "Nella modalità rallentata non si torna mai indietro oltre l'inizio del tratto: sullo stetoscopio, sulla siringa o sulla casella teletrasporto da cui si è arrivati si resta fermi.",
    "Uno contro uno, il secondo tentativo di teletrasporto si ha una volta sola: una carta Penalty giocata nel secondo turno ferma di nuovo l'altro giocatore ma non dà un terzo tentativo.",
    "Le carte Penalty non sono una sola a turno: chi ne ha due può fermare due giocatori diversi prima del suo tiro.",
    "Magic Number si può giocare dopo ogni tiro per spostarsi e, per il teletrasporto, dopo il settimo tiro senza numeri uguali; il numero cambiato vale in tutto come se fosse uscito dal dado.",
    "Chi viene colpito da una carta Penalty decide subito se giocare Bonus Life, anche se non è il suo turno; poi chi ha giocato la Penalty continua il suo turno. Chi non ha la carta Bonus Life non viene chiesto.",
    "I tiri per il teletrasporto si fanno con un solo tocco: i due D6 si tirano finché escono due numeri uguali, fino a 7 volte, e il registro e i dadi mostrano ogni tiro. Magic Number si offre solo dopo il settimo tiro mancato: lì fa due numeri uguali come su qualunque tiro prima, e se escono due numeri uguali prima la carta resta.",
    "Magic Number offre solo i numeri che cambiano l'effetto del tiro, uno per ogni risultato: nella modalità rallentata ogni numero buono sposta di un pallino allo stesso modo, e un numero che supera la casella teletrasporto si ferma comunque lì.",
    "Un tiro che sposta la pedina viene tenuto dopo un breve attimo per chi ha Magic Number, come fa quasi ogni giocatore, a meno che Magic Number non faccia vincere subito: tocca un numero durante l'attimo, o \"Aspetta, scelgo io\", per decidere tu. Una partita riaperta, o un tiro a cui si torna con Annulla, aspetta il giocatore.",
];
