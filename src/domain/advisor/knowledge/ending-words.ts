import { CAPITAL_COMPANY } from "../understanding/company-words.ts";

/** The words of ending, selling or handing over a business, shared by the ending hints (folded Polish and English). */

/** Ending a business ("zamykam JDG", "likwiduję firmę", "closing my shop", "wind up"). */
export const CLOSE =
  /\b(zamkn\w*|zamyka\w*|zamykam|zlikwid\w*|likwid\w*|liquidat\w*|(wyrejestr\w*|wykresl\w*|deregist\w*) (\w+ )?(firm\w*|jdg|dzialalnos\w*|z ceidg|business|company)|(koncz\w*|zakoncz\w*) (dzialalnos\w*|firm\w*|jdg)|clos(e|ed|es|ing)|shut(ting)? down|wind(ing)? (up|down))\b(?! (\w+ )?(o|at|ok|okolo|about|around|by) \d)/;
/** A business of one's own. */
export const BUSINESS =
  /\b(firm\w*|jdg|dzialalnos\w*|biznes\w*|przedsiebiorstw\w*|sklep\w*|salon\w*|warsztat\w*|business\w*|compan\w*|enterprise|sole (trader|propriet\w*)|shop|salon|workshop)\b/;
/** A company in the KRS, not a sole trader ("sp. z o.o.", "spzoo", "limited company"). */
export const COMPANY = CAPITAL_COMPANY;
/** A civil partnership ("s.c.", "spółka cywilna"). */
export const CIVIL = /(\bs\.? ?c\.?(?=\s|$|[,?!])|\bspol[kc]\w* cywiln\w*|\bcivil (law )?partnership)/;
/** Handing over: selling or buying a whole business. */
export const SALE =
  /\b((sprzeda\w*|zbyc\w*|zbycie|zbyci\w*|kupi\w*|kupno|kupuj\w*|odkup\w*|przejac|przejm\w*|przejeci\w*|sell\w*|sale of|buy\w*|take over|taking over)( (moj\w*|swoj\w*|cal\w*|t[aeo]\w{0,2}|czyjas|czyjs|cudz\w*|the|my|our|his|her|their|a|an|whole|entire|existing|running))? (firm[aeyi]\w*|jdg|dzialalnos\w*|biznes\w*|przedsiebiorstw\w*|sklep|sklepu|salon|salonu|lokal|business|enterprise|company|shop|salon|going concern)|przedsiebiorstw\w*|zorganizowan\w* czesc\w*|zcp|organi[sz]ed part\w*|going concern|(czesc|part) (of )?(my |the |mojej |swojej )?(firm\w*|business|przedsiebiorstw\w*)|z (calym )?wyposazeniem i klient\w*|z klientami|with (its |the |all )?(clients|customers|client base))\b/;
/** The owner's death and what comes after it. */
export const DEATH =
  /\b(smierc\w*|smierci|umr\w*|umiera\w*|umarl\w*|zmarl\w*|zmarly|nie zyje|zgon\w*|death|die|dies|died|dying|dead|pass(es|ed)? away|spadk\w*|dziedzic\w*|inherit\w*|(?<!real )estate|heirs?|spadkobierc\w*|sukcesj\w*|sukcesyjn\w*|succession)\b/;
/** A relative to hand the business to. */
export const FAMILY =
  /\b(dzieck\w*|dziec\w*|dzieci|syn\w*|corc\w*|corka|wnuk\w*|zon[aeyi]|zone|mez\w*|maz|rodzin\w*|nastepc\w*|child\w*|son|sons|daughters?|kids?|grandchild\w*|family|spouse|wife|husband|successor)\b/;
export const HAND_OVER =
  /\b(przekaz\w*|oddac|oddam|odda\w*|daruj\w*|darowizn\w*|podarow\w*|przepis\w*|przejm\w*|przeja\w*|przejdzie|hand\w* (over|it|the|my)|pass\w* (on|it|the|my)|give|giving|gift\w*|take over|taking over)\b/;
export const DEBTS =
  /\b(dlug\w*|zadluz\w*|zaleg\w*|komornik\w*|wierzyciel\w*|zobowiazan\w*|debts?|arrears|creditors?|bailiff\w*|owe|owing|unpaid|liab\w*)\b/;
export const JOB =
  /\b((wracam|wroce|wrocic|powrot\w*|ide|isc|pojde|przechodze|przejsc) (\w+ )?(na etat|do pracy|na umow\w* o prace)|(dostal\w*|znalazl\w*|podjac|podejmuje|mam nowa) (\w+ )?(prace|etat)|nowa prac\w*|nowej pracy|(going|go|went|getting|get) back to (a |my |an )?(job|full[- ]time|employment|work)|(got|found|take|taking|starting|start) (a |an )?(new )?(full[- ]time )?(job|employment contract))\b/;

/** A decision to close already made ("chcę zamknąć JDG", "I want to close my JDG", "gdzie to się robi"). */
export const WANTS_TO_CLOSE =
  /\b((chce|chcialbym|chcialabym|zamierzam|planuje|musze|want to|going to|plan to|need to|i'?ll|will) (\w+ )?(zamknac|zlikwidowac|wyrejestrowac|wykreslic|close|shut|wind up|deregister)|gdzie|where|ile kosztuj\w*|what does it cost|how much does it cost|wniosek|wniosku|application|do kiedy|deadline|przestal\w* dzialac|stopped working)\b/;

/** A company's board or its president ("prezes", "zarząd", "director"). */
export const BOARD =
  /\b(prezes\w*|zarzad\w*|czlonk\w* zarzadu|spol(ka|ki|ke|ce)|board( members?)?|directors?|company's)\b/;
