import { useLoaderData } from "react-router";
import { PageTitle } from "../components/ui/page-title.tsx";
import { CalculatorForm } from "../features/calculator/calculator-form.tsx";
import { CalculatorResult } from "../features/calculator/calculator-result.tsx";
import { useHintVars } from "../features/calculator/hint-vars.ts";
import { useT } from "../lib/i18n-react.tsx";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/calculator";
import { calculatorPage } from "./calculator.server.ts";

/**
 * The public 2026 calculator. The inputs live in the URL's query (a GET form), so a result can be
 * shared as a link and the page works without JavaScript; every figure comes from the same service
 * as `POST /new-api/tax/compare`.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return calculatorPage(new URL(request.url), context.get(webContext));
}

export default function Calculator() {
  const { t } = useT();
  const { values, rates, parameters, figures, result, code, reply } = useLoaderData<typeof loader>();
  const vars = useHintVars(figures);
  return (
    <main id="content" className="mx-auto max-w-5xl px-4 py-8">
      <PageTitle title={t("pages.calculator")} />
      <h1 className="text-2xl font-bold">{t("pages.calculator")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("calculator.lead")}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[22rem_1fr]">
        <CalculatorForm
          values={values}
          reply={reply}
          code={code}
          limits={{ rates, smallPlusLimit: figures.smallPlusLimit }}
          vars={vars}
        />
        <CalculatorResult result={result} refused={code === "validation"} parameters={parameters} vars={vars} />
      </div>
    </main>
  );
}
