/**
 * A tax form named only as the thing compared with ("like on liniowy", "jak na liniowym", "than on
 * the scale", "w przeciwieństwie do ryczałtu") is not what a question is about.
 */
const COMPARED_FORM =
  /\b(like|as|unlike|than|similar to|tak jak|podobnie jak|jak|niz|w przeciwienstwie do|w odroznieniu od)\s+((on|with|in|for|at|na|przy|w|dla|do)\s+)?(the )?(liniow\w*|flat( tax)?|skal\w*( podatkow\w*)?|(tax )?scale|ryczal\w*|lump[- ]?sum)\b/g;

/**
 * Nor is a form taken back at once ("chciałam liniowy, przepraszam — ryczałt", "flat tax, sorry, I
 * meant the lump sum"): the form named before the apology is replaced by the one after it.
 */
const RETRACTED_FORM =
  /\b(liniow\w*|flat( tax)?|skal\w*( podatkow\w*)?|(tax )?scale|ryczal\w*|lump[- ]?sum)\b[\s,.;:!-]{0,4}(\s*(przepraszam|sorry|pardon|nie nie|znaczy|to znaczy|i mean|i meant|chodzilo mi o)\b)/g;

/** A folded question without the forms it names only to compare with or takes back. */
export const withoutComparedForms = (t: string) => t.replace(COMPARED_FORM, " ").replace(RETRACTED_FORM, " $5");
