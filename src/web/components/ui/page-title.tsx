import { useT } from "../../lib/i18n-react.tsx";

/**
 * The title is "<page title> – <product name>", plus the page's description for search engines and
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
