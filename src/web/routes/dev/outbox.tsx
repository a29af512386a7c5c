import { data, useLoaderData } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { webContext } from "../../lib/web-context.ts";
import type { Route } from "./+types/outbox";

/** /dev/outbox: the mail the portal sent, outside production only (the local mail transport keeps it). */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(webContext);
  if (services.config.isProduction) throw data(null, { status: 404 });
  const messages = await services.mail.listOutbox(50);
  return {
    messages: messages.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      kind: m.kind,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
  };
}

export default function Outbox() {
  const { t } = useT();
  const { messages } = useLoaderData<typeof loader>();
  return (
    <main id="content" className="mx-auto max-w-4xl px-4 py-8">
      <PageTitle title={t("outbox.title")} />
      <h1 className="text-2xl font-bold">{t("outbox.title")}</h1>
      {messages.length === 0 ? <p className="mt-4 text-slate-700">{t("outbox.empty")}</p> : null}
      <ol className="mt-6 flex flex-col gap-4">
        {messages.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 p-4" data-kind={m.kind}>
            <h2 className="font-semibold">{m.subject}</h2>
            <p className="text-sm text-slate-600">
              {t("outbox.to")}: <span data-to>{m.to}</span> · {m.createdAt} ·{" "}
              {m.sentAt ? `${t("outbox.sentAt")} ${m.sentAt}` : t("outbox.kept")}
            </p>
            <pre className="mt-3 text-sm whitespace-pre-wrap">{m.text}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
