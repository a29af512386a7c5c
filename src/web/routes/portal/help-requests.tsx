import { data, useLoaderData } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import { formatDateTime } from "../../../shared/format.ts";
import { hasPermission } from "../../../shared/permissions.ts";
import type { Route } from "./+types/help-requests";

/** Staff only: the help requests, newest first (issue 4: a simple list). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, actor } = context.get(webContext);
  // The guard has signed the user in; the permission decides (the service checks it again).
  if (!hasPermission(actor?.user.userRoles, "viewHelpRequests")) throw data(null, { status: 403 });
  const rows = await services.accounts.listHelpRequests(actor!);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      topic: r.topic,
      message: r.message,
      createdAt: formatDateTime(r.createdAt),
      fromAccount: r.userId !== null,
    })),
  };
}

export default function HelpRequests() {
  const { t } = useT();
  const { requests } = useLoaderData<typeof loader>();
  return (
    <main id="content" className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title={t("help.listTitle")} />
      <h1 className="text-2xl font-bold">{t("help.listTitle")}</h1>
      {requests.length === 0 ? <p className="mt-4 text-slate-700">{t("help.listEmpty")}</p> : null}
      <ol className="mt-6 flex flex-col gap-4">
        {requests.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 p-4">
            <h2 className="font-semibold">{t(`help.topics.${r.topic}`)}</h2>
            <p className="text-sm text-slate-600">
              {t("help.from")}: {r.name} &lt;{r.email}&gt; · <time>{r.createdAt}</time>
            </p>
            <p className="mt-2 whitespace-pre-wrap">{r.message}</p>
          </li>
        ))}
      </ol>
    </main>
  );
}
