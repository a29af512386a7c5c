/**
 * What the advisor cannot do or know for one person (the sixty-first set's conversations): act for
 * the user ("może pan mnie reprezentować w sądzie?", "can you file an appeal on my behalf?"), foretell
 * an official's leniency in one's own case ("czy naczelnik mi odpuści?", "will the inspector let me
 * off?"), give a device's market price ("ile kosztuje kasa fiskalna online?") or say why one's own
 * application is still waiting ("dlaczego mój wniosek CEIDG jeszcze nie przeszedł?"). The rules
 * around them (who may be a proxy, voluntary disclosure, the relief for buying a cash register, how
 * an application is filed) are asked in other words and stay the advisor's.
 */

/** The advisor asked to act: "możesz mnie reprezentować", "can you file … for me". */
const ACT_FOR_ME = [
  String.raw`\b(czy )?(mozesz|moze pan|moze pani|mozecie|moglby pan|moglaby pani|moglbys|moglabys|pan moze|pani moze) (\w+ ){0,2}(reprezentowac|zlozyc|wyslac|podpisac|zadzwonic|napisac|zalatwic|wniesc|odwolac)\w*`,
  String.raw`\b(can|could|will|would) you (please )?(\w+ )?(represent|file|submit|send|lodge|sign|call|contact|appeal|act|handle|write)\b[^.?!]{0,60}\b(for me|on my behalf|in my name|in court|to (zus|the tax office|the court))`,
  String.raw`\b(can|could|will|would) you (please )?(represent|act for) (me|us)\b`,
];

/** An official's leniency in one's own case foretold. */
const LENIENCY = [
  String.raw`\b(naczelnik\w*|urzednik\w*|urzad\w*|kontroler\w*|inspektor\w*|skarbowk\w*|zus|us) (\w+ ){0,2}(mi |nam )?(odpusci\w*|przymkn\w* oko|bedzie (wyrozumial\w*|poblazliw\w*|lagodn\w*))`,
  String.raw`\b(will|would) (the )?(tax office|inspector|official|officer|auditor|zus|head of the tax office) (\w+ ){0,2}(let (me|us) off|go easy|turn a blind eye|be lenient|forgive)`,
];

/** A device's market price; its relief or its deduction are rules ("ulga na kasę", "refund"). */
const DEVICE_PRICE = String.raw`^(?!.*\b(ulg\w*|zwrot\w*|odlicz\w*|refund\w*|relief|deduct\w*|amortyz\w*|koszt\w* uzyskania|vat)\b).*\b(ile kosztuje|ile kosztuja|jaka jest cena|how much (does|do|is|are)( an?| the)?) (\w+ ){0,2}(kas\w* (fiskaln\w*|rejestrujac\w*|online)|drukark\w* fiskaln\w*|terminal\w* (platnicz\w*|do kart)|(online )?cash registers?|fiscal (printers?|registers?)|card terminals?)`;

/** Why one's own application is still waiting. */
const OWN_APPLICATION_WAITING = String.raw`\b(dlaczego|czemu|why) (\w+ ){0,2}(moj|nasz|my|our) (\w+ ){0,8}?(wniosek|application|zgloszeni\w*|registration)\b.{0,60}\b(jeszcze nie|nadal nie|wciaz nie|not yet|still not|still hasn'?t|hasn'?t|has not|isn'?t|is not)`;

const SERVICE = new RegExp(
  [...ACT_FOR_ME, ...LENIENCY, DEVICE_PRICE, OWN_APPLICATION_WAITING].map((p) => `(${p})`).join("|"),
);

/** Whether a folded message asks the advisor to act, to foretell leniency, to price a device or to trace an application. */
export const isServiceOrOwnCase = (folded: string): boolean => SERVICE.test(folded.trim());
