import { formatMoney } from "../../../shared/format.ts";
import {
  type AmountAnswer,
  type AnswerValue,
  type Answers,
  amountInPln,
  isVisible,
  type LocalizedQuestion,
  type LocalizedSection,
} from "../../../shared/interview.ts";
import { useT } from "../../lib/i18n-react.tsx";

/** An answer as the summary shows it, in the page's language. */
export function formatAnswer(
  q: LocalizedQuestion,
  value: AnswerValue,
  t: (key: string) => string,
  locale: string,
): string {
  switch (q.kind) {
    case "single":
      return q.optionLabels?.[value as string] ?? String(value);
    case "multiple":
      return (value as string[]).map((o) => q.optionLabels?.[o] ?? o).join(", ");
    case "yesno":
      return value ? t("interview.yes") : t("interview.no");
    case "number":
      return (value as number).toLocaleString(locale === "en" ? "en-GB" : "pl-PL");
    case "text":
      return value as string;
    case "date":
      return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "pl-PL", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${value as string}T00:00:00Z`));
    case "amount": {
      const a = value as AmountAnswer;
      const money = formatMoney(amountInPln(a), locale).replace(/[.,]00(?=\D*$)/, "");
      return a.period === "once" ? money : `${money} ${t(`interview.periods.${a.period}`)}`;
    }
  }
}

/** Every shown question with its answer and a link to change it; required ones without an answer are marked. */
export function InterviewSummary({
  sections,
  answers,
  onEdit,
  missing,
}: {
  sections: LocalizedSection[];
  answers: Answers;
  onEdit: (step: number, question: string) => void;
  missing: string[];
}) {
  const { t, locale } = useT();
  return (
    <div className="mt-6 grid gap-6">
      {sections.map((section, index) => (
        <section key={section.id} aria-labelledby={`summary-${section.id}`}>
          <h3 id={`summary-${section.id}`} className="text-lg font-semibold text-slate-900">
            {section.title}
          </h3>
          <dl className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {section.questions
              .filter((q) => isVisible(q, answers))
              .map((q) => {
                const value = answers[q.id];
                return (
                  <div
                    key={q.id}
                    data-summary={q.id}
                    className="grid gap-1 px-3 py-2.5 sm:grid-cols-[1fr_1fr_auto] sm:items-baseline sm:gap-4"
                  >
                    <dt className="text-sm text-slate-700">{q.label}</dt>
                    <dd
                      className={
                        value === undefined
                          ? missing.includes(q.id)
                            ? "font-medium text-red-800"
                            : "text-slate-600 italic"
                          : "font-medium text-slate-900"
                      }
                    >
                      {value === undefined ? t("interview.notAnswered") : formatAnswer(q, value, t, locale)}
                    </dd>
                    <dd>
                      <a
                        href={`?step=${index + 1}&q=${q.id}`}
                        onClick={(e) => {
                          e.preventDefault();
                          onEdit(index, q.id);
                        }}
                        aria-label={t("interview.editLabel", { question: q.label })}
                        className="text-sm font-semibold text-blue-800 underline underline-offset-2"
                      >
                        {t("interview.edit")}
                      </a>
                    </dd>
                  </div>
                );
              })}
          </dl>
        </section>
      ))}
    </div>
  );
}
