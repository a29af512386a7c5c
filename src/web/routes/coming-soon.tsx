import { Link } from "react-router";
import { useCurrentPageId } from "../components/layout/use-current-page.ts";
import { PageTitle } from "../components/ui/page-title.tsx";
import { useT } from "../lib/i18n-react.tsx";

/** Pages whose feature arrives with a later issue: real route, guard and title; a translated notice. */
export default function ComingSoon() {
  const { t } = useT();
  const id = useCurrentPageId() ?? "home";
  const title = t(`pages.${id}`);
  return (
    <main id="content" className="mx-auto max-w-2xl px-4 py-12 md:px-8">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-700">{t("shell.comingSoon")}</p>
      <p className="mt-6">
        <Link to="/" className="font-medium text-blue-800 underline underline-offset-2">
          {t("errorPage.goHome")}
        </Link>
      </p>
    </main>
  );
}
