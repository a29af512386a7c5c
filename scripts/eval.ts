// `npm run eval`: the built-in advisor on the evaluation set of founders' questions
// (content/knowledge/eval/answers), asked from a Polish and from an English account. Prints the
// share answered right with a source, by language and by topic, and every miss.
import path from "node:path";
import {
  ANSWER_EVAL_DIR,
  evaluateAnswers,
  leadOf,
  loadAnswerEvaluation,
  unknownRecordKeys,
  type EvalReport,
} from "../src/domain/advisor/evaluation.ts";
import { createKnowledgeSearch } from "../src/domain/knowledge/search.ts";

const search = createKnowledgeSearch();
// `--holdout`: the blind set (content/knowledge/eval/holdout), written by someone who saw neither the
// articles, the evaluation set nor the advisor's code, and never tuned on: the honest figure for
// questions nobody here wrote. Use it with `--summary`: reading its misses ends its blindness.
const holdout = process.argv.includes("--holdout");
// `--only <regex>`: the questions whose id matches (to try a change on a few misses quickly).
const only = process.argv.includes("--only")
  ? new RegExp(process.argv[process.argv.indexOf("--only") + 1] ?? "")
  : null;
const items = loadAnswerEvaluation(holdout ? path.join(ANSWER_EVAL_DIR, "..", "holdout") : ANSWER_EVAL_DIR).filter(
  (item) => !only || only.test(item.id),
);
const pct = (r: { total: number; right: number }) =>
  `${((100 * r.right) / Math.max(1, r.total)).toFixed(1)} % (${r.right}/${r.total})`;
const verbose = !process.argv.includes("--summary");
// `--lead`: also list the questions answered right whose expected facts are not in the reply's lead.
const listLead = process.argv.includes("--lead");

function print(report: EvalReport) {
  console.log(`\n== asked from a ${report.threadLang === "pl" ? "Polish" : "English"} account: ${pct(report)}`);
  for (const [lang, r] of Object.entries(report.byLang)) console.log(`   ${lang}: ${pct(r)}`);
  console.log(
    `   with the expected facts in the reply's lead: ${pct({ total: report.total, right: report.rightInLead })}`,
  );
  for (const [topic, r] of Object.entries(report.byTopic).sort()) console.log(`   ${topic.padEnd(16)} ${pct(r)}`);
  console.log(`   questions that recorded a fact they do not state: ${report.wronglyRecorded.length}`);
  if (!verbose) return;
  for (const m of report.misses) {
    console.log(`\n-- MISS ${m.item.id} [${m.item.lang}] ${m.item.q}`);
    if (m.item.context?.length) console.log(`   after: ${m.item.context.join(" / ")}`);
    console.log(
      `   expected: ${m.item.expect.join(" ; ")}  (kind ${m.turn.kind}, reply in ${m.language}, ${m.turn.sources.length} sources)`,
    );
    console.log(`   got: ${m.turn.content.replace(/\s+/g, " ").slice(0, 300)}`);
  }
  if (listLead)
    for (const m of report.buried) {
      console.log(`\n-- BURIED ${m.item.id} [${m.item.lang}] ${m.item.q}`);
      console.log(`   expected: ${m.item.expect.join(" ; ")}`);
      console.log(`   lead: ${leadOf(m.turn.content).replace(/\s+/g, " ").slice(0, 300)}`);
    }
  for (const m of report.wronglyRecorded)
    console.log(`\n-- RECORDED ${m.item.id} ${m.item.q}\n   ${JSON.stringify(m.turn.learned)}`);
}

console.log(`${items.length} questions${holdout ? " (blind hold-out set)" : ""}`);
const misnamed = items.filter((item) => unknownRecordKeys(item).length);
console.log(`   whose records name a fact the profile does not keep: ${misnamed.length}`);
if (verbose && !holdout)
  for (const item of misnamed) console.log(`   -- ${item.id}: ${unknownRecordKeys(item).join(", ")}`);
// `--pl` / `--en`: from one account only (both give the same figures when nothing is wrong).
const accounts = (["pl", "en"] as const).filter((l) => !process.argv.includes(l === "pl" ? "--en" : "--pl"));
for (const lang of accounts) print(evaluateAnswers(search, items, lang));
