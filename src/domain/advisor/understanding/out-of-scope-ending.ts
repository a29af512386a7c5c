/**
 * An ending owner's questions no article can answer (the sixty-fourth set): the amount of one's own
 * pension (ZUS computes it from the account's history), what one's business or a used machine will
 * sell for, what one's own leasing company or bank will charge for a buyout, a notary's fee in a named
 * city. (Whether closing-stock VAT may be paid in instalments is answered: one applies for a tax relief,
 * art. 67a of the Tax Ordinance, and the office decides.) The rules
 * around them (the closing stock, the pension and the business, leasing at closing, the notarial deed)
 * stay the advisor's own and are asked without these words.
 */
const PARTS = [
  // "Ile dostanę emerytury?", "what will my pension be?": one person's pension amount.
  String.raw`ile (\w+ )?(dostane|dostaniesz|bede mial\w*|bede miec|wyniesie|bedzie wynosic) (\w+ )?emerytur\w*|jak(a|iej) (\w+ )?emerytur\w* (dostane|bede miec|wyniesie)|what will (my|the) pension be|how (much|big) (a )?pension will i (get|receive)|how much will my pension be`,
  // "Za ile sprzedać koparkę, żeby było rynkowo?", "what will my bakery sell for?": a market price.
  String.raw`za ile (\w+ ){0,2}sprzeda\w* .{0,60}(rynkow\w*|na rynku)|what will (my|the|our) (\w+ ){0,2}(sell|go) for|how much (is|will) (my|our) (\w+ ){0,2}(business|company|bakery|shop|firm|machine\w*|equipment) (be )?worth|ile (jest )?(wart\w*|warta) (moj\w*|nasz\w*) (firm\w*|biznes\w*|przedsiebiorstw\w*|piekarni\w*|sklep\w*)`,
  // "Ile zapłacę za wykup leasingu w moim banku?", "what will my leasing company charge?": one provider's price.
  String.raw`(ile|how much) .{0,40}(wykup\w*|buy-?out|early (buy|repay)\w*).{0,40}(w moim|w naszym|moj\w* (bank\w*|leasingodawc\w*|firm\w* leasingow\w*)|my (bank|lessor|leasing company))|how much will my (leasing company|lessor|bank) charge`,
  // "Ile notariusz weźmie za … w Gdańsku": a local fee.
  String.raw`ile (\w+ )?notariusz\w* (wezmie|bierze|policzy|kosztuje|chce) .{0,60}\b(w|we) (warszaw\w*|krakow\w*|gdans\w*|gdyni\w*|lodz\w*|poznan\w*|wroclaw\w*|lublin\w*|katowic\w*|szczecin\w*|bydgoszcz\w*|rzeszow\w*|torun\w*)`,
  // The sixty-ninth set: what one's own car or shop fetches, whether one's own lessor, office clerk or
  // court will agree, how long one named court takes, closing a company registered abroad.
  String.raw`ile (\w+ )?dostane za (moj\w*|nasz\w*) (\w+ ){0,3}(aut\w*|samoch\w*|audi|bmw|skod\w*|toyot\w*|maszyn\w*|sprzet\w*|koparc?k\w*|sklep\w*|firm\w*)|what price (can|could|will|would) (i|we) get for (my|our)|ile (wart\w*|warta) (jest )?(moj\w*|nasz\w*) (firm\w*|biznes\w*|przedsiebiorstw\w*|sklep\w*)`,
  String.raw`czy (moj\w*|nasz\w*) (leasingodawc\w*|bank\w*|firm\w* leasingow\w*) (sie )?zgodzi|will (my|our) (leasing company|lessor|bank) (accept|agree|allow|approve)`,
  String.raw`(urzednik\w*|urzedniczk\w*) .{0,40}(umorzy|zgodzi|rozlozy|przyzna)|will the (zus |tax )?(clerk|official)\w* .{0,40}(cancel|waive|agree|approve|write off)`,
  String.raw`czy sad (na pewno |napewno )?(oglosi|umorzy) (mi |moja|moje|mnie)`,
  String.raw`(ile|jak dlugo) (teraz |obecnie )?(sie )?czeka\w* .{0,60}\b(w|we) (sadzie|sad\w*) .{0,30}\b(w|we) (warszaw\w*|krakow\w*|gdans\w*|gdyni\w*|lodz\w*|poznan\w*|wroclaw\w*|lublin\w*|katowic\w*|szczecin\w*|bydgoszcz\w*|rzeszow\w*|torun\w*)`,
  String.raw`(close|closing|wind up|dissolve|liquidat\w*) (a |my |our |the )?(uk|english|british|german|us|american|irish|dutch|czech) (limited |ltd |gmbh |llc )?(company|ltd|gmbh|llc|business)`,
];

export const ENDING_OWN_CASE = new RegExp(String.raw`\b(${PARTS.map((p) => `(${p})`).join("|")})`);
