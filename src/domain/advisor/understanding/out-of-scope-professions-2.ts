/**
 * More of the licensed professions' questions no article can answer (the sixty-eighth set): one
 * notary's or office's fee "in my town", the user's own enforcement by a bailiff, where a lawyer
 * keeps one client's money, another country's licence for online patients, a law foretold for a
 * later year, whether the NFZ will sign a contract, and which hourly rate to negotiate. The rules
 * around them (notarial costs of a company, a bailiff's own ZUS, telemedicine in Poland, the rate of
 * the lump sum) stay the advisor's own topic.
 */
const PARTS = [
  // "Ile notariusz weźmie za akt w moim mieście?": one office's price.
  "(ile|how much) (\\w+ ){0,3}(notariusz\\w*|notar(y|ies)|biur\\w* rachunkow\\w*|ksiegow\\w*|kancelari\\w*|prawnik\\w*|adwokat\\w*) .{0,60}(w moim (miescie|miasteczku|powiecie)|u mnie w (miescie|okolicy)|in my (city|town|area))",
  // "Komornik zajął mi konto – co robić?": the user's own enforcement case.
  "komornik\\w* (\\w+ ){0,2}(zajal\\w*|zajmie|zablokowal\\w*|wszedl\\w*|sciaga\\w*)|bailiff (\\w+ ){0,2}(seized|froze|blocked|took)",
  // "Gdzie trzymać pieniądze klienta przekazane na zabezpieczenie?": a lawyer's client money.
  "(trzymac|przechowywac|lokowac) (\\w+ ){0,2}(pieniadz\\w*|srodk\\w*) (\\w+ ){0,1}klient\\w*|(pieniadz\\w*|srodk\\w*|depozyt\\w*) (\\w+ ){0,2}klient\\w* .{0,60}(trzymac|przechowywac|konto|rachunk\\w*|lokowac)|(client|clients') (money|funds) .{0,60}(keep|hold|account|escrow)",
  // "Teleporady dla pacjentów z Niemiec – jakie tam wymogi licencyjne?", "what licence does the GMC require?".
  "(jakie|what) (\\w+ ){0,2}(tam |there )?(wymog\\w*|requirements?) licencyjn\\w*|what (licen[cs]e|registration) (does|do|is) (\\w+ ){0,5}(require\\w*|need\\w*)|\\bgmc\\b|general medical council",
  // "Czy w 2027 zmienią składkę zdrowotną dla lekarzy?": a law foretold.
  "czy (w )?(20(2[7-9]|3\\d)|przyszlym roku) (\\w+ ){0,2}(zmieni\\w*|zmienia\\w*|podnios\\w*|obniz\\w*) (\\w+ ){0,3}(skladk\\w*|stawk\\w*|ryczal\\w*|podat\\w*|przepis\\w*)",
  // "Czy NFZ podpisze ze mną kontrakt?", "will NFZ give my clinic a contract next year?".
  "(czy )?(nfz|narodowy fundusz zdrowia) (\\w+ ){0,2}(podpisze|da|przyzna|zawrze|will|give|sign|award)\\w* (\\w+ ){0,4}(kontrakt\\w*|umow\\w*|contract\\w*)",
  // "Jaką stawkę godzinową negocjować z przychodnią?": a market rate.
  "(jak\\w*|what) (\\w+ ){0,2}(stawk\\w*|rate) (\\w+ ){0,2}(negocjow\\w*|wynegocjow\\w*|negotiat\\w*|zadac|zazadac|ask for)",
];

export const PROFESSION_OWN_CASE = new RegExp(`\\b(${PARTS.map((p) => `(${p})`).join("|")})\\b`);
