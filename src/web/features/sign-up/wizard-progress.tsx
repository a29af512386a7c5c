import { SIGN_UP_STEPS } from "../../../shared/contracts/account.ts";
import { useT } from "../../lib/i18n-react.tsx";

/**
 * Where the sign-up is: an ordered list of the six steps, the current one marked
 * aria-current="step". Below 640 px only the numbers show in the list (each step's name stays
 * for screen readers), with the current step's name in the heading beneath.
 */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useT();
  const name = t(`signUp.steps.${SIGN_UP_STEPS[step - 1]}`);
  return (
    <nav aria-labelledby="sign-up-progress" className="mt-6">
      <h2 id="sign-up-progress" className="sr-only">
        {t("signUp.progress")}
      </h2>
      <ol className="grid grid-cols-6 gap-1 sm:gap-2">
        {SIGN_UP_STEPS.map((key, i) => {
          const n = i + 1;
          const state = n < step ? "done" : n === step ? "current" : "todo";
          return (
            <li
              key={key}
              aria-current={state === "current" ? "step" : undefined}
              className="flex min-w-0 flex-col items-center gap-1 text-center"
            >
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 items-center justify-center rounded-full border text-sm font-semibold ${
                  state === "current"
                    ? "border-blue-700 bg-blue-700 text-white"
                    : state === "done"
                      ? "border-blue-700 bg-blue-50 text-blue-900"
                      : "border-slate-400 bg-white text-slate-700"
                }`}
              >
                {n}
              </span>
              <span
                className={`hidden w-full truncate text-xs sm:block ${state === "current" ? "font-semibold text-slate-900" : "text-slate-700"}`}
              >
                {t(`signUp.steps.${key}`)}
              </span>
              <span className="sr-only sm:hidden">{t(`signUp.steps.${key}`)}</span>
              {state === "done" ? <span className="sr-only">({t("signUp.stepDone")})</span> : null}
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-base font-semibold text-slate-900">
        {t("signUp.stepOf", { n: step, total: SIGN_UP_STEPS.length, name })}
      </p>
    </nav>
  );
}
