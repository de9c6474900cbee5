//! Ogni gioco in una pagina, in italiano: scritto dalla pagina delle regole, come lo gioca l'app.

use super::{Card, Cards};

pub static CARDS: Cards = Cards {
    vaccine_race: VACCINE_RACE,
    carcassonne: CARCASSONNE,
    lab_race: LAB_RACE,
    catch_me: CATCH_ME,
    epidemium: EPIDEMIUM,
};

const VACCINE_RACE: Card = Card {
    goal: "Ogni giocatore è un'azienda che prepara un vaccino. Vince chi arriva per primo all'ARRIVO, la casella \
           98. Da 2 a 6 giocatori.",
    turn: &[
        "Tira il dado e avanza esattamente del numero uscito.",
        "Da PANDEMIA (casella 0) ti muovi solo con 5 o 6, e vai alla casella 1.",
        "Su alcune caselle tiri altri dadi (2d4 o 2d6), o ti muovi solo con un tiro alto (15: 4-6; 83: 5-6).",
    ],
    rules: &[
        "Le caselle blu aiutano, quelle rosse fanno perdere tempo, quelle gialle coinvolgono tutti i giocatori.",
        "L'evento di una casella scatta quando un movimento in avanti finisce lì; se ci arrivi tornando indietro \
         non succede niente.",
        "Casella 14: tiri subito; con 5 o 6 puoi saltare la sperimentazione sugli animali e andare alla 28. Un 1 \
         più avanti sulle caselle 29-42 ti riporta alla 16.",
        "Sfide tra le aziende (66, 81, 88): tirano tutti; chi fa il numero più basso torna indietro di tante caselle.",
        "Salta il turno: la pedina mostra \"zz\". Più pedine possono stare sulla stessa casella.",
    ],
    end: "La prima pedina che arriva alla 98 vince subito: non serve il numero esatto.",
};

const CARCASSONNE: Card = Card {
    goal: "Fai più punti con le strade, le città, i monasteri e i prati che costruisci. Da 2 a 5 giocatori, 7 \
           seguaci a testa.",
    turn: &[
        "Pesca una tessera e mettila accanto a quelle sul tavolo in modo che ogni lato combaci (i posti dove va \
         bene sono evidenziati).",
        "Puoi mettere un seguace sulla nuova tessera: su una strada, una città, un monastero o un prato dove non ci \
         sono seguaci.",
    ],
    rules: &[
        "Una strada completata vale 1 punto per tessera, una città completata 2 per tessera e 2 per stemma, un \
         monastero completato 9. I suoi seguaci tornano ai giocatori.",
        "Chi ha più seguaci in una costruzione la conta; chi è pari con il massimo la conta per intero.",
        "Una tessera che non va bene da nessuna parte si mette da parte e se ne pesca un'altra.",
        "L'espansione COVID-19 (un'opzione prima di iniziare) aggiunge una tessera del virus e i contagi: vedi la \
         pagina delle regole.",
    ],
    end: "Quando le tessere finiscono, strade e città non finite valgono 1 per tessera (e per stemma), i monasteri \
          1 più 1 per ogni tessera intorno; ogni prato vale 3 per ogni città completata che tocca. Vince chi ha \
          più punti.",
};

const LAB_RACE: Card = Card {
    goal: "Tutti insieme contro il virus: portate tutte le vostre pedine in giro per la città e dentro il \
           laboratorio. Da 1 a 3 colori.",
    turn: &[
        "Il virus gioca per primo, con le sue regole; poi tirano giallo, blu e verde.",
        "Muovi una tua pedina del numero uscito. Una pedina esce di casa solo con un 6, con una mascherina nuova.",
        "Con un 6 puoi invece far uscire una pedina, curare una pedina malata, dare una mascherina o mettere il gel \
         disinfettante; poi tiri di nuovo.",
    ],
    rules: &[
        "Le mascherine proteggono dal virus e dalle pedine malate, per due giri.",
        "Due pedine di colori diversi senza mascherina sulla stessa casella tornano tutte e due a casa.",
        "Il virus fa ammalare una pedina sana senza mascherina; una pedina malata senza mascherina lascia un nuovo \
         virus dove era.",
        "Con tutte e quattro le pedine nel laboratorio aiuti: muovi una pedina di un altro giocatore di metà del tiro.",
        "Ruoli (un'opzione): il corriere in bici, la sarta e l'assistente sociale hanno ognuno un potere.",
    ],
    end: "Vincete tutti quando ogni pedina è nel laboratorio, o quando non resta nessun virus e nessuno è malato. \
          Vince il virus quando un virus o una pedina malata entra nel laboratorio, o quando ci sono 12 virus.",
};

const CATCH_ME: Card = Card {
    goal: "Un gioco per due: l'eroe deve arrivare nella zona sicura; il virus deve acchiappare l'eroe. Da 2 a 5 \
           minuti.",
    turn: &[
        "Tira per primo l'eroe, poi si fa a turno.",
        "Con 1, 2 o 3 ti muovi di tante caselle. Con 4, 5 o 6 si muove il tuo avversario del tiro meno 3.",
        "Muoviti in su, in giù, a destra o a sinistra, mai in diagonale, e mai due volte sulla stessa casella nello \
         stesso turno.",
    ],
    rules: &[
        "Le caselle rosse e verdi cambiano quanto vai lontano; un portale ti porta al suo gemello in un passo.",
        "Se finisci la tua mossa su una casella viola: tira di nuovo.",
        "Finché il virus si vede, l'eroe non può entrare nella sua casella né passarci sopra.",
        "Modalità: Normale (si vede tutto), Quarantena (le mosse del virus sono nascoste, si vede ogni due mosse), \
         Pandemia (non si vede fino alla fine).",
    ],
    end: "L'eroe vince se arriva nella zona sicura; il virus vince se arriva sulla casella dell'eroe.",
};

const EPIDEMIUM: Card = Card {
    goal: "Ogni dottore corre a trovare la cura: dallo stetoscopio attraverso il mondo del passato, il \
           teletrasporto, fino alla siringa nel mondo del futuro, e ritorno a casa. Da 2 a 6 giocatori.",
    turn: &[
        "Parte chi fa il numero più basso al primo tiro.",
        "Tira il dado: nel mondo del passato ti muovi con i numeri pari, nel mondo del futuro con i dispari.",
        "Gli altri numeri fanno stare fermi un turno, passare al D4 o muovere di un pallino solo alla prossima mossa.",
        "Sulla casella teletrasporto aspetti un turno, poi tiri due D6 fino a 7 volte: con due numeri uguali vai \
         nell'altro mondo.",
    ],
    rules: &[
        "Se fai più delle caselle che mancano, ti fermi sulla casella teletrasporto, sulla siringa o sullo \
         stetoscopio.",
        "Carte, ognuna si usa una volta: Bonus Life annulla un turno fermo, Penalty fa stare fermo un altro \
         giocatore, Magic Number cambia il tuo tiro.",
        "Modalità lenta (un'opzione): un tiro buono muove di un pallino solo.",
    ],
    end: "Vince il primo dottore che torna sul suo stetoscopio con la siringa.",
};
