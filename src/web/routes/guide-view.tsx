import { Link, redirect, useLoaderData } from "react-router";
import type { GuideContent } from "../../shared/guide-content.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { GuideArticle } from "../features/guide/guide-article.tsx";
import { link } from "../features/guide/guide-parts.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { orErrorResponse, requireActor } from "../lib/loader-guards.server.ts";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/guide-view";

/** A ready guide of the user's; another user's (or no such) guide is not found, one not ready yet goes back to the list. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services } = context.get(webContext);
  return orErrorResponse(() => services.guides.guideContent(actor, params.id), {
    409: () => redirect("/moje-przewodniki"),
  });
}

/** The guide as a page, with the way back to the list and its PDF and calendar files. */
export default function GuideView() {
  const { t } = useT();
  const { guide, content } = useLoaderData<typeof loader>() as { guide: { id: string }; content: GuideContent };
  return (
    <main id="content" className="mx-auto max-w-4xl px-4 py-8 md:px-8">
      <PageTitle title={content.title} />
      <p className="flex flex-wrap gap-x-5 gap-y-1 print:hidden">
        <Link to="/moje-przewodniki" className={link}>
          {t("guideView.back")}
        </Link>
        <a href={`/new-api/pdf/download/${guide.id}`} download className={link}>
          {t("guideView.download")}
        </a>
        <a href={`/new-api/guide/${guide.id}/calendar`} download className={link}>
          {t("guideView.calendar")}
        </a>
      </p>
      <GuideArticle c={content} />
    </main>
  );
}
