import { useT } from "../../lib/i18n-react.tsx";

/** A banner inviting signed-in users to buy a coffee (external, new tab). */
export function CoffeeBanner({ href }: { href: string }) {
  const { t } = useT();
  return (
    <div className="bg-amber-100 text-amber-950">
      <p className="mx-auto max-w-6xl px-4 py-1.5 text-center text-sm">
        {t("shell.coffeeText")}{" "}
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold underline focus-visible:outline-2 focus-visible:outline-amber-900"
        >
          {t("shell.coffeeLink")}
          <span className="sr-only"> {t("shell.opensInNewTab")}</span>
        </a>
      </p>
    </div>
  );
}
