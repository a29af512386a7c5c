import { Link } from "react-router";
import { PageTitle } from "../components/ui/page-title.tsx";
import { useT } from "../lib/i18n-react.tsx";
import { useRootData } from "../lib/root-data.ts";

type Item = { title: string; text: string };

const cta =
  "inline-flex items-center justify-center rounded-xl px-5 py-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

function CardSection({ id, title, items, small }: { id: string; title: string; items: Item[]; small?: boolean }) {
  return (
    <section className="mx-auto mt-16 max-w-5xl" aria-labelledby={id}>
      <h2 id={id} className="text-center text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3" role="list">
        {items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className={small ? "font-semibold text-slate-900" : "text-lg font-semibold text-slate-900"}>
              {item.title}
            </h3>
            <p className={small ? "mt-2 text-sm text-slate-700" : "mt-2 text-slate-700"}>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a guest can open without an account: plain links, so the static landing (ADR 005) keeps working. */
const EXPLORE = [
  { key: "calculator", to: "/kalkulator" },
  { key: "faq", to: "/faq" },
  { key: "instruction", to: "/start" },
] as const;

function ExploreSection() {
  const { t } = useT();
  return (
    <section className="mx-auto mt-16 max-w-5xl" aria-labelledby="explore-title">
      <h2 id="explore-title" className="text-center text-2xl font-bold text-slate-900">
        {t("landing:explore.title")}
      </h2>
      <p className="mt-2 text-center text-slate-700">{t("landing:explore.lead")}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3" role="list">
        {EXPLORE.map(({ key, to }) => (
          // The whole card is the link's target; the link's name is the card's title alone.
          <li
            key={key}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm focus-within:outline-2 focus-within:outline-blue-700 hover:border-blue-700"
          >
            <h3 className="text-lg font-semibold text-blue-900">
              <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
                {t(`pages.${key}`)}
                <span aria-hidden="true"> →</span>
              </Link>
            </h3>
            <p className="mt-2 text-slate-700">{t(`landing:explore.${key}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Primary = { to: string; label: string };

/** The page's heading, what it offers and its two calls to action. */
function HeroSection({ primary, signedIn }: { primary: Primary; signedIn: boolean }) {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-3xl text-center" aria-labelledby="hero-title">
      <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">{t("landing:hero.eyebrow")}</p>
      <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 md:text-5xl">
        {t("landing:hero.title")}
      </h1>
      <p className="mt-5 text-lg text-pretty text-slate-700">{t("landing:hero.lead")}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={primary.to} className={`${cta} bg-blue-700 text-white hover:bg-blue-800`}>
          {primary.label}
        </Link>
        {signedIn ? (
          <Link to="/interview" className={`${cta} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}>
            {t("interview.cta")}
          </Link>
        ) : (
          <Link to="/zaloguj" className={`${cta} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`}>
            {t("landing:hero.ctaSecondary")}
          </Link>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-600">{t("landing:hero.note")}</p>
    </section>
  );
}

/** The numbered steps from the first question to the guide. */
function HowItWorksSection({ steps }: { steps: Item[] }) {
  const { t } = useT();
  return (
    <section className="mx-auto mt-16 max-w-5xl" aria-labelledby="how-title">
      <h2 id="how-title" className="text-center text-2xl font-bold text-slate-900">
        {t("landing:howItWorks.title")}
      </h2>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" role="list">
        {steps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-blue-700 font-semibold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the guide holds, as a checklist. */
function GuideContentsSection({ contents }: { contents: string[] }) {
  const { t } = useT();
  return (
    <section
      className="mx-auto mt-16 max-w-5xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-10"
      aria-labelledby="contents-title"
    >
      <h2 id="contents-title" className="text-2xl font-bold text-slate-900">
        {t("landing:guideContents.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("landing:guideContents.lead")}</p>
      <ul className="mt-6 grid gap-x-8 gap-y-2 md:grid-cols-2">
        {contents.map((item) => (
          <li key={item} className="flex gap-2 text-slate-800">
            <span aria-hidden="true" className="text-blue-700">
              ✓
            </span>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The landing page ("/"): what the advisor, the interview and the guide do, and why to trust them. */
export default function Home() {
  const { t, raw } = useT();
  const user = useRootData()?.user;
  const features = raw<Item[]>("landing:features.items") ?? [];
  const steps = raw<Item[]>("landing:howItWorks.steps") ?? [];
  const contents = raw<string[]>("landing:guideContents.items") ?? [];
  const trust = raw<Item[]>("landing:trust.items") ?? [];
  const primary: Primary = user
    ? { to: "/rozmowa", label: t("menu.chat") }
    : { to: "/wyprobuj", label: t("landing:hero.ctaPrimary") };

  return (
    <main id="content" className="px-4 py-10 md:px-8 md:py-14">
      <PageTitle title={t("landing:hero.title")} description={t("landing:hero.lead")} />

      <HeroSection primary={primary} signedIn={Boolean(user)} />

      {user ? null : <ExploreSection />}

      <CardSection id="features-title" title={t("landing:features.title")} items={features} />

      <HowItWorksSection steps={steps} />

      <GuideContentsSection contents={contents} />

      <CardSection id="trust-title" title={t("landing:trust.title")} items={trust} small />

      <section
        className="mx-auto mt-16 max-w-3xl rounded-2xl bg-blue-800 p-8 text-center text-white"
        aria-labelledby="cta-title"
      >
        <h2 id="cta-title" className="text-2xl font-bold">
          {t("landing:cta.title")}
        </h2>
        <p className="mt-3 text-blue-50">{t("landing:cta.text")}</p>
        <Link to={primary.to} className={`${cta} mt-6 bg-white text-blue-900 hover:bg-blue-50`}>
          {user ? primary.label : t("landing:cta.button")}
        </Link>
      </section>
    </main>
  );
}
