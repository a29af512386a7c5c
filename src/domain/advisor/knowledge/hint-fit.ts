import type { TopicHint } from "./hints.ts";

/** Another country's rules (not where the asker comes from: "I'm from Ukraine") are not what a Polish topic hint points at. */
export const ABROAD =
  /(?<!\b(i'?m|im|i am|we are|jestem|jestesmy|pochodze|pochodzimy) (originally )?(from|z|ze) (the )?)\b(wielk\w* brytani\w*|angli\w*|uk|united kingdom|britain|niemcz\w*|niemiec\w*|germany|usa|stanach zjednoczonych|united states|franc\w*|france|czech\w*|czechach|irlandi\w*|ireland|ukrain(a|ie|y|e)|ukraine|hmrc|irs)\b/;

/** A hint fits a question's words (another country's rules only when about dealings abroad; `abroad` read once per question). */
export const fits = (h: TopicHint, t: string, abroad: boolean) =>
  (!abroad || h.abroad) && [h.re].flat().every((r) => r.test(t)) && !h.not?.test(t);
