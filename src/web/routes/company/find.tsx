import { Form, Link, useLoaderData } from "react-router";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { FormAlert } from "../../components/ui/form.tsx";
import { type Column, DataTable } from "../../components/ui/data-table.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/find";
import { Button } from "../../components/ui/button.tsx";
import { Field, Input } from "../../components/ui/field.tsx";

/** Spec /companies/find: verified companies in the portal by name or NIP (public details only), each linked to its profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, actor } = context.get(webContext);
  const phrase = new URL(request.url).searchParams.get("q")?.slice(0, 200) ?? "";
  if (!phrase.trim()) return { phrase, code: null, results: null };
  try {
    return { phrase, code: null, results: await services.companies.findCompanies(actor, phrase) };
  } catch (error) {
    const refused = appErrorOf(error);
    if (!refused) throw error;
    return { phrase, code: refused.code, results: null };
  }
}

type FoundRow = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["results"]>[number];

export default function FindCompanies() {
  const { t } = useT();
  const { phrase, code, results } = useLoaderData<typeof loader>();
  const columns: Column<FoundRow>[] = [
    {
      key: "name",
      header: t("companies.columns.name"),
      primary: true,
      // Each company's public profile: its offers, verification and the allow and deny lists.
      cell: (c) => (
        <Link to={`/companies/${c.id}`} className="font-medium text-blue-800 underline underline-offset-2">
          {c.name}
        </Link>
      ),
    },
    { key: "tin", header: t("companies.columns.tin"), cell: (c) => <span className="tabular-nums">{c.tin}</span> },
    { key: "city", header: t("companies.columns.city"), cell: (c) => c.city ?? "—" },
  ];
  return (
    <main id="content" className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle title={t("pages.companiesFind")} />
      <h1 className="text-2xl font-bold">{t("pages.companiesFind")}</h1>
      <p className="mt-2 text-slate-700">{t("companies.findIntro")}</p>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <Field id="find-phrase" name="q" label={t("companies.phrase")} className="min-w-64 flex-1">
          <Input type="search" defaultValue={phrase} aria-invalid={code === "phraseMustBeAtLeast3" || undefined} />
        </Field>
        <Button type="submit">{t("companies.search")}</Button>
      </Form>
      <div className="mt-4">{code ? <FormAlert>{t(`errors:${code}`)}</FormAlert> : null}</div>
      {results ? (
        <DataTable
          caption={t("companies.findResults")}
          rows={results}
          columns={columns}
          rowKey={(c) => c.id}
          empty={t("companies.nothingFound")}
          className="mt-4"
        />
      ) : null}
    </main>
  );
}
