/**
 * An ending owner's questions no article can answer (the sixty-fourth set): the amount of one's own
 * pension (ZUS computes it from the account's history), what one's business or a used machine will
 * sell for, what one's own leasing company or bank will charge for a buyout, a notary's fee in a named
 * city, and whether the tax office will spread one's closing-stock VAT into instalments. The rules
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
  // "Czy mogę zapłacić VAT z remanentu w ratach?": the office's own decision on a request.
  String.raw`(vat|podat\w*) (z|od) remanent\w* .{0,20}(w ratach|na raty|rozloz\w*)|(closing (stock|inventory)|remanent\w*) .{0,40}(instal+ments?|w ratach|na raty)`,
];

export const ENDING_OWN_CASE = new RegExp(String.raw`\b(${PARTS.map((p) => `(${p})`).join("|")})`);
