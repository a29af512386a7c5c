import { Form, useLoaderData } from "react-router";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { FormAlert } from "../../components/ui/form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/find";

/** Spec /companies/find: verified companies in the portal by name or NIP (public details only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = context.get(webContext);
  const phrase = new URL(request.url).searchParams.get("q")?.slice(0, 200) ?? "";
  if (!phrase.trim()) return { phrase, code: null, results: null };
  try {
    return { phrase, code: null, results: await services.companies.find(actor, phrase) };
  } catch (error) {
    const refused = appErrorOf(error);
    if (!refused) throw error;
    return { phrase, code: refused.code, results: null };
  }
}

export default function FindCompanies() {
  const { t } = useT();
  const { phrase, code, results } = useLoaderData<typeof loader>();
  return (
    <main id="content" className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t("pages.companiesFind")} />
      <h1 className="text-2xl font-bold">{t("pages.companiesFind")}</h1>
      <p className="mt-2 text-slate-700">{t("companies.findIntro")}</p>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="find-phrase" className="block text-sm font-medium text-slate-900">
            {t("companies.phrase")}
          </label>
          <input
            id="find-phrase"
            name="q"
            type="search"
            defaultValue={phrase}
            aria-invalid={code === "phraseMustBeAtLeast3" || undefined}
            className="mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700"
          />
        </div>
        <button
          type="submit"
          className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {t("companies.search")}
        </button>
      </Form>
      <div className="mt-4">{code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}</div>
      {results ? (
        results.length ? (
          <ul className="mt-4 flex flex-col gap-2">
            {results.map((c) => (
              <li key={c.id} className="rounded-xl border border-slate-200 px-4 py-3">
                <p className="font-semibold">{c.name}</p>
                <p className="text-sm text-slate-700">
                  {t("companies.columns.tin")}: <span className="tabular-nums">{c.tin}</span>
                  {c.city ? ` · ${c.city}` : ""}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700" role="status">
            {t("companies.nothingFound")}
          </p>
        )
      ) : null}
    </main>
  );
}
