//! Le regole in italiano: il gioco in breve, le decisioni comuni (docs/games/lab-race.md R1-R13) e
//! quelle prese dal motore del gioco, nello stesso ordine di rules_en.rs.

pub const INTRO: &str = "È il 2020 e tutti sono chiusi in casa, mentre il virus gira per le strade. \
Insieme, i giocatori portano tutte le loro pedine in giro per la città e dentro il laboratorio, \
per preparare il vaccino prima che arrivi il virus. Si vince tutti insieme, oppure vince il virus.";

pub const STEPS: &[&str] = &[
    "Il virus gioca per primo, con le sue regole; poi giallo, blu e verde. Premi il dado (o Tira) per tirare.",
    "Una pedina esce dalla quarantena di casa solo con un 6: va sulla sua casella di uscita con una mascherina nuova.",
    "Muovi una tua pedina del numero uscito: toccala. Dopo un giro completo sale sul suo ponte ed entra nel laboratorio.",
    "Con un 6 puoi invece far uscire una pedina, curare una pedina malata, dare una mascherina o mettere il gel disinfettante sotto una tua pedina: tocca la pedina o la casella, oppure usa i pulsanti. Poi tiri di nuovo.",
    "Le mascherine proteggono dal virus e dalle pedine malate; due pedine di colori diversi senza mascherina sulla stessa casella non rispettano il distanziamento sociale e tornano tutte e due a casa.",
    "Quando le tue quattro pedine sono nel laboratorio, aiuti gli altri: muovi una pedina di un altro giocatore di metà del tiro (con un 6 puoi invece farne uscire una, curare o dare una mascherina, poi tiri di nuovo), oppure passi. L'assistente sociale aiuta già con tre pedine nel laboratorio e non può ancora passare.",
];

pub const RULINGS: &[&str] = &[
    "Il tabellone è una croce come quella del Ludo (il Non t'arrabbiare), con un giro di 52 caselle; rosso (il focolaio del virus), giallo, blu e verde in senso orario. Ogni colore ha una quarantena di casa con 4 pedine, una casella di uscita e un ponte di 5 caselle fino al laboratorio, che parte dalla casella prima della sua uscita; all'inizio nel focolaio ci sono 4 virus. Un tiro che arriva al laboratorio o lo supera ci entra. I virus fanno un giro e poi salgono sul ponte rosso: un virus che entra nel laboratorio finisce la partita.",
    "Giocano da 1 a 3 colori (una persona può averne più di uno, e ognuno può essere il computer). L'ordine: virus, giallo, blu, verde.",
    "Una pedina esce di casa solo con un 6, sulla sua casella di uscita, con una mascherina nuova.",
    "Con un 6: muovi una pedina di 6, fai uscire una pedina, cura una pedina malata sul tabellone, dai una mascherina a una pedina sul tabellone o metti il gel dove sta una tua pedina, sul giro o sul tuo ponte; poi tiri di nuovo. Il corriere in bici tira di nuovo anche dopo un 5.",
    "Il 6 gratis: il contatore di ogni casa parte da 3. Un turno in cui non hai nessuna pedina tua fuori da muovere e non tiri 6 lo abbassa di 1; le pedine degli altri giocatori che puoi muovere aiutandoli (anche come assistente sociale) non contano. Si abbassa all'ultimo tiro del turno; a 0 il tiro vale 6 e il contatore torna a 3. Il pannello dei giocatori lo mostra solo quando vale.",
    "Le mascherine durano due giri (104 caselle percorse da chi la porta), quelle della sarta tre. Una mascherina che incontra un virus o una pedina malata si consuma subito, ma nessuno si ammala.",
    "Gel disinfettante: 2 per giocatore per tutta la partita, 2 usi per casella; ogni pedina o virus che ci entra ne usa uno, anche se poi va avanti alla casella dopo. Lì non ci si contagia; un virus che ci entra è distrutto per sempre.",
    "Una sola pedina per casella. Stesso colore: chi arriva va avanti alla prima casella libera; una pedina malata fa ammalare l'altra, a meno che una delle due abbia la mascherina, e la mascherina che incontra una pedina malata del suo colore si consuma. Colori diversi senza mascherina: tornano a casa tutte e due, e se una era malata si ammalano tutte e due. Se una ha la mascherina: nessuno torna a casa né si ammala, la mascherina che ha incontrato una pedina malata si consuma, chi arriva va avanti.",
    "Un virus incontra una persona: se è sana e senza mascherina si ammala e il virus torna nel focolaio; se ha la mascherina la perde e il virus torna indietro; se è malata e senza mascherina spinge il virus avanti alla prima casella libera.",
    "Una pedina malata senza mascherina che si muove lascia un nuovo virus sulla casella da cui parte, anche sul suo ponte. Un virus sul ponte di un giocatore non si muove mai nel turno del virus (non può fare il giro), ma conta per i 12 e incontra le pedine come ovunque: una pedina sana o con la mascherina lo rimanda nel focolaio, il gel lo distrugge, e una pedina malata senza mascherina che ci arriva sopra lo spinge alla prima casella libera di quel ponte, o nel laboratorio se non ne resta nessuna (l'umanità perde). Le pedine malate restano malate, anche a casa, finché qualcuno non le cura.",
    "Chi ha quattro pedine nel laboratorio aiuta: muove una pedina di un altro giocatore di metà del tiro, arrotondando per eccesso; con un 6 può curare, dare una mascherina o far uscire una pedina di un altro. Può passare. L'assistente sociale aiuta già con 3 pedine nel laboratorio, ma non può passare finché ha una pedina fuori.",
    "Il virus tira e muove un virus (\"più indietro\" e \"più avanti\" contano le caselle percorse dall'uscita rossa): 1) se un virus può arrivare su una persona sana senza mascherina, lo fa quello più indietro; 2) con un 6, se c'è un virus nel focolaio, esce e il virus tira di nuovo; 3) se una persona sta tra il virus più indietro e quello più avanti, si muove il virus subito dietro la persona più indietro; 4) altrimenti si muove il virus più avanti. Nessun virus fuori e niente 6: il virus passa.",
    "L'umanità perde quando un virus o una pedina malata entra nel laboratorio, o quando i virus sono 12 (sul tabellone e nel focolaio insieme). L'umanità vince quando tutte le pedine sono nel laboratorio, o quando non resta nessun virus e nessuno è malato.",
];

pub const OURS: &[&str] = &[
    "Ogni ruolo va al massimo a un colore, e un colore può giocare senza ruolo. Nella preparazione un ruolo già preso da un altro colore è in grigio; un link che dà lo stesso ruolo a due colori lo dà al primo.",
    "Se una mossa fa vincere e perdere insieme (l'ultima pedina entra malata nel laboratorio), l'umanità perde.",
    "Anche il 6 di chi aiuta fa tirare di nuovo, come ogni 6; il corriere in bici tira di nuovo dopo un 5 anche se non aveva niente da muovere.",
    "Chi passa finisce il turno, anche dopo un 6.",
    "L'assistente sociale che aiuta con tre pedine nel laboratorio muove la sua ultima pedina di tutto il tiro, quelle degli altri di metà.",
    "Può passare solo chi ha quattro pedine nel laboratorio; chi è ancora in corsa deve muovere quando può, anche se rischia.",
    "Una mascherina nuova prende il posto di quella che la pedina porta, e si può dare solo se dura di più di quanto resta a quella vecchia; la scelta indica allora le caselle di tutte e due (una mascherina nuova da 104 caselle per una che ne ha ancora 100).",
    "Un virus lasciato da una pedina malata su una casella con il gel ci entra: è distrutto subito e usa un uso.",
    "Passando sopra una casella con il gel non lo si usa: conta solo la casella dove finisce la mossa. Andare avanti dopo un incontro è muoversi: consuma la mascherina.",
    "Su una casella con il gel nessuno si ammala e nessuna mascherina si consuma, ma due pedine di colori diversi senza mascherina tornano comunque a casa.",
    "Un virus che arriva su un altro virus va avanti alla prima casella libera.",
    "Una mascherina consumata da una mossa sparisce dove la mossa finisce: lì non protegge più.",
    "Una pedina esce di casa con una mascherina cucita dal suo giocatore (le pedine della sarta hanno mascherine da tre giri, chiunque le faccia uscire). Una pedina che esce su una casella occupata incontra chi c'è, con la mascherina.",
    "Un solo gel per casella.",
    "Il contatore del 6 gratis conta solo per chi ha una pedina a casa: chi ha tutte le pedine nel laboratorio non ha niente da aspettare.",
    "Il virus esce dal focolaio sulla casella 1 e incontra chi c'è; il passo 1 guarda solo i virus già fuori.",
    "Solo le persone sul giro stanno \"tra\" i virus; i ponti dei giocatori sono fuori dalla strada dei virus.",
    "Un virus sul ponte di un giocatore non è mai il virus \"più indietro\" né quello \"più avanti\": il turno del virus guarda solo i virus sul giro e sul ponte rosso, e passa se nessuno di questi può muoversi e non esce un 6.",
    "Le mascherine mostrano i giri che restano, e un giro cominciato conta come uno. Le caselle sono numerate da 1 a 52 a partire dall'uscita del virus.",
];
