import { data, useLoaderData } from "react-router";
import { PageTitle } from "../components/ui/page-title.tsx";
import { Prose } from "../components/ui/prose.tsx";
import { contentDoc } from "../lib/content.server.ts";
import { webContext } from "../lib/web-context.ts";
import { fillOperator } from "../../shared/operator.ts";
import { pageOfPath, requestPath } from "../../shared/route-table.ts";
import type { Route } from "./+types/content-page";

/** Which written page each route shows (content/pages or content/legal, in the user's language). */
const sources: Record<string, ["pages" | "legal", string]> = {
  faq: ["pages", "faq"],
  staticFaq: ["pages", "faq"],
  instruction: ["pages", "instruction"],
  staticContact: ["pages", "contact"],
  staticHelp: ["pages", "help"],
  staticPrivacy: ["legal", "privacy-policy"],
};

export function loader({ context, request }: Route.LoaderArgs) {
  const page = pageOfPath(requestPath(request));
  const source = page && sources[page.id];
  const { locale, services } = context.get(webContext);
  const parsed = source && contentDoc(source[0], source[1], locale);
  if (!parsed) throw data(null, { status: 404 });
  // The operator's name, address, NIP and contact addresses from the configuration.
  const doc = fillOperator(parsed, services.config.operator);
  return {
    title: doc.meta.title ?? "",
    description: doc.meta.description ?? "",
    updated: doc.meta.updated ?? null,
    blocks: doc.blocks,
  };
}

export default function ContentPage() {
  const { title, description, updated, blocks } = useLoaderData<typeof loader>();
  return (
    <main id="content" className="mx-auto max-w-3xl px-4 py-8 md:px-8 md:py-10">
      <PageTitle title={title} description={description || undefined} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {updated ? <p className="mt-2 text-sm text-slate-600">{updated}</p> : null}
      <div className="mt-6">
        <Prose blocks={blocks} />
      </div>
    </main>
  );
}
