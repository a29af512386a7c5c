import { useTranslation } from "react-i18next";

export default function Home() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl p-8">
      <title>{`${t("home.title")} – Przewodnik`}</title>
      <h1 className="text-3xl font-semibold">{t("home.title")}</h1>
      <p className="mt-4 text-lg">{t("home.lead")}</p>
    </main>
  );
}
