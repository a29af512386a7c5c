/**
 * What no article can know about one's own dealings with the offices (the fifty-fifth set): the
 * balance of one's own ZUS or tax account right now, whether the office has decided or will
 * decide one's own case (an instalment request, an audit this year, one's chances of a write-off),
 * what a particular letter wants, and a professional's fee or name for one's own case. The rules
 * (how a write-off is decided, when an audit may start, what an overpayment is) have articles.
 */
const OWN_CASE = [
  // "Ile dokładnie mam teraz zaległości na koncie w ZUS?", "exactly how much overpayment is on my ZUS account right now?"
  String.raw`\b(ile dokladnie|exactly how much|ile (teraz|obecnie) mam|how much (\w+ ){0,3}(right now|currently))\b.{0,60}\b(kon(cie|to)|account|zalegl\w*|nadplat\w*|overpayments?|arrears|debts?)\b`,
  // "czy ZUS rozpatrzył już mój wniosek", "has ZUS decided my request yet?"
  String.raw`^(czy|has|have|did) (zus|urzad\w*|us|the (tax )?office|skarbowk\w*) (juz )?(rozpatrzyl\w*|rozpatrzy|decided|processed|approved|przyjal\w*) (juz )?(moj\w*|my)\b`,
  // "Will I be audited this year?", "czy będę miała kontrolę w tym roku?"
  String.raw`\b(will (i|we|my \w+) (be|get) (audited|inspected|checked)|czy (bede|bedziemy) mial\w* kontrol\w*|czy (mnie|nas) (skontroluj\w*|sprawdz\w*)|czy przyjdzie (do mnie )?kontrol\w*)\b`,
  // "Jakie mam szanse, że urząd umorzy?", "what are my chances the office writes it off?"
  String.raw`\b(jakie mam szans\w*|what are my chances|how likely (is it )?that (the |my )?(office|urzad\w*|us|zus|they|it))\b`,
  // "What exactly do they want from me?" about one particular letter.
  String.raw`\b(what (exactly )?do(es)? (they|it|the office|the tax office) want from me|czego (dokladnie )?(oni |urzad )?(ode mnie )?chc\w*( ode mnie)?)\b`,
  // "Ile biuro rachunkowe weźmie za korekty?", "how much will a lawyer charge me?"
  String.raw`\b(ile|how much)\b.{0,25}\b(biur\w* rachunkow\w*|ksiegow\w*|lawyers?|prawnik\w*|adwokat\w*|doradc\w*|accountants?|tax advis[eo]rs?|attorneys?)\b.{0,20}\b(wezmie|wezma|bierze|biora|charge\w*|cost\w*|kosztuj\w*|policz\w*)\b`,
  // "Który doradca w Poznaniu najlepiej…", "which lawyer in Warsaw is best…"
  // (the accountant, not the books: "która księgowość, uproszczona czy pełna?" is a rule)
  String.raw`\b(ktory|ktora|ktore|which|who is the best)\b (\w+ ){0,2}(doradc\w*|prawnik\w*|adwokat\w*|ksiegow(y|a|ego|ej|ym|ych|i|e)|biur\w*|lawyers?|advis[eo]rs?|accountants?|attorneys?)\b`,
];

export const MISTAKES_OWN_CASE = new RegExp(OWN_CASE.map((p) => `(${p})`).join("|"));
