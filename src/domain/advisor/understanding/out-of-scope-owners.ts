/**
 * A company owner's questions no article can answer (the fifty-sixth set): whether a choice pays off
 * "in my case" when the case is not told ("czy to ma sens przy moim biznesie?", "is it worth it in
 * my case? not sure"), an office's or a court's verdict on the asker's own matter ("czy sąd w mojej
 * sprawie uzna…", "will the tax office accept it if I…"), when a court will deal with one's own
 * filing, a lawyer's or a notary's fee in a named city, a pick between two car brands, a structure
 * through a tax haven or a foreign holding, and a private dispute with a former partner. The rules
 * (the 7 days for a KRS change, the notary's maximum fee, the 30 days for a bankruptcy petition)
 * stay the advisor's own and are asked without these words.
 */

const CITY = String.raw`(warszaw\w*|warsaw|krakow\w*|gdans\w*|gdyni\w*|lodz\w*|poznan\w*|wroclaw\w*|lublin\w*|katowic\w*|szczecin\w*|bydgoszcz\w*|bialymstoku|bialegostoku|bialystok|rzeszow\w*|olsztyn\w*|kielc\w*|opol\w*|torun\w*|radom\w*)`;
/** "w moim przypadku", "przy moim biznesie", "in my case": the asker's own case, not told. */
const MY_CASE = String.raw`((w|przy|dla|u) (moim|mojej|naszym|naszej|mnie|nas)( (przypadku|sytuacji|biznesie|firmie|dzialalnosci|zysku|spolce))?|in (my|our) (case|situation)|for (my|our) (business|company|situation))`;
/** A verdict on whether it pays off. */
const PAYS_OFF = String.raw`(oplac\w*|ma sens|warto|lepsz\w*|worth|makes? sense|better|pay off)`;
/** The asker says the facts that would decide are not known or not told. */
const UNTOLD = String.raw`(nie wiem|nie jestem pewn\w*|not sure|don'?t know|might|moze|plan\w*|kolega|znajomy|a friend|wszystkie (moje )?dochody|ile dokladnie|exactly)`;

const PARTS = [
  // "Czy to się opłaci w moim przypadku? Mamy plany, ale nie wiem jakie", "worth it in my case? not sure".
  String.raw`^(?!.*\d).*${PAYS_OFF}.{0,80}\b${MY_CASE}\b.*\b${UNTOLD}\b`,
  String.raw`^(?!.*\d).*\b${MY_CASE}\b.{0,80}\b${PAYS_OFF}.*\b${UNTOLD}\b`,
  String.raw`^(?!.*\d).*\b${UNTOLD}\b.*\b${MY_CASE}\b.{0,80}\b${PAYS_OFF}`,
  String.raw`^(?!.*\d)czy \w+ (\w+ ){0,4}ma sens (przy|w|dla) (moim|mojej|naszym|naszej) \w+`,
  // "Czy sąd w mojej sprawie uzna…", "czy urząd skarbowy uzna u mnie…", "will the tax office accept it if I…".
  String.raw`czy (sad|urzad\w*( skarbow\w*)?|us|zus|skarbowka|fiskus|organ\w*) (w mojej sprawie|w naszej sprawie|u mnie|u nas|mi|nam) (uzna|przyzna|zaakceptuje|zgodzi sie|przyjmie)`,
  String.raw`czy (sad|urzad\w*( skarbow\w*)?|us|zus|skarbowka|fiskus) (uzna|przyzna|zaakceptuje|przyjmie) (w mojej sprawie|w naszej sprawie|u mnie|u nas)`,
  String.raw`^will (the )?(tax office|court|zus|authorit\w*|inspector\w*) (accept|approve|allow|agree|challenge|question)`,
  // "Kiedy sąd go rozpatrzy?", "pending for 5 weeks – when will it be approved?": one filing's fate.
  String.raw`(kiedy|jak szybko|ile (jeszcze )?(potrwa|bedzie trwac)) (sad|urzad|krs|zus|referendarz)\w* (go |je |ja |moj\w* |nasz\w* )?(rozpatrz\w*|zatwierdz\w*|wpisz\w*|zarejestr\w*)`,
  String.raw`(pending|waiting|czeka\w*)\b.*\bwhen will (it|they|the \w+) be (approved|processed|registered|entered)`,
  // "Ile kosztuje notariusz / kancelaria … w Warszawie", "ile to potrwa w sądzie w Poznaniu".
  String.raw`(ile (kosztuje|kosztuja|bierze|biora|wezmie)|how much (does|do|will|would)|cost of) .{0,60}(notariusz\w*|notar(y|ies)|kancelari\w*|prawnik\w*|adwokat\w*|lawyer\w*|law firm\w*).{0,60}\b(w|we|in) ${CITY}`,
  String.raw`ile (to )?(potrwa|trwa) (\w+ ){0,3}(w|we) sadzie (w|we) ${CITY}`,
  // "które auto bardziej się opłaci, BMW czy Audi": a pick between brands.
  String.raw`\b(bmw|audi|mercedes\w*|toyot\w*|skod\w*|volkswagen\w*|vw|tesl\w*|volvo|kia|hyundai\w*|ford\w*|opel\w*|renault)\b (czy|or|vs\.?|albo) \b(bmw|audi|mercedes\w*|toyot\w*|skod\w*|volkswagen\w*|vw|tesl\w*|volvo|kia|hyundai\w*|ford\w*|opel\w*|renault)\b`,
  // A company moved to a tax haven or run through a foreign holding to avoid the tax.
  String.raw`(przenies\w*|przeniesc|przenosz\w*|move|moving|relocat\w*|transfer\w*)\b(\s+\S+){0,3}\s+(do|to|na) (cypr\w*|cyprus|malt\w*|luksemburg\w*|luxembourg|dubaj\w*|dubai|emirat\w*|uae|zea|gibraltar\w*|seszel\w*|seychelles|delaware)`,
  String.raw`\b(dutch|cypriot|maltese|luxembourg|foreign|offshore|holendersk\w*|cypryjsk\w*|maltansk\w*|luksemburs\w*|zagraniczn\w*) (holding\w*|spv)\b`,
  // "My ex co-founder says I personally owe him money": a private dispute between former partners.
  String.raw`\b(ex|former|byl\w*|dawn\w*) (co-?founder|wspolnik\w*|business partner|partner\w*)\b.{0,60}\b(says|claims|twierdzi|mowi|zada|demands?)`,
];

export const OWNERS_OWN_CASE = new RegExp(PARTS.map((p) => `(${p})`).join("|"));
