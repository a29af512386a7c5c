import { type ShouldRevalidateFunction, useLoaderData } from "react-router";
import { missingAnswers } from "../../shared/interview.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { InterviewView } from "../features/interview/interview-view.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { requireActor } from "../lib/loader-guards.server.ts";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/interview";

/**
 * Entry: the user's latest interview (a finished one stays viewable and editable), or a new
 * one; the questions in the page's language; the step to resume at.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireActor(context, request);
  const { services, locale } = context.get(webContext);
  const interview = services.interview;
  let latest = await interview.latestInterview(actor);
  if (!latest) {
    await interview.startInterview(actor);
    latest = (await interview.latestInterview(actor))!;
  }
  const sections = interview.questionnaire.localized(locale === "en" ? "en" : "pl");
  const firstMissing = new Set(missingAnswers(interview.questionnaire.questions, latest.answers));
  const resume = sections.findIndex((s) => s.questions.some((q) => firstMissing.has(q.id)));
  return {
    interviewId: latest.interviewId,
    status: latest.status,
    answers: latest.answers,
    sections,
    resumeStep: latest.status === "finished" || resume < 0 ? sections.length : resume,
  };
}

/** Moving between steps changes only the query string: the answers on the page are current. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && nextUrl.searchParams.has("step")
    ? false
    : defaultShouldRevalidate;

export default function Interview() {
  const { t } = useT();
  const data = useLoaderData<typeof loader>();
  return (
    <main id="content" className="mx-auto w-full max-w-3xl px-4 py-6 md:px-8 md:py-10">
      <PageTitle title={t("pages.interview")} />
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("interview.title")}</h1>
      <p className="mt-2 text-slate-700">{t("interview.intro")}</p>
      <InterviewView key={data.interviewId} {...data} />
    </main>
  );
}
