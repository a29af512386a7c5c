import { useT } from "../../lib/i18n-react.tsx";

/**
 * Spec §2: "<page title> – <product name>", and the page's description for search engines and
 * link previews (the product's own unless the page has one). React 19 hoists both into the head.
 */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  const { t } = useT();
  return (
    <>
      <title>{`${title} – ${t("product.name")}`}</title>
      <meta name="description" content={description ?? t("product.description")} />
    </>
  );
}
