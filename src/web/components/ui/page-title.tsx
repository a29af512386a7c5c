import { useT } from "../../lib/i18n-react.tsx";

/** Spec §2: "<page title> – <product name>". React 19 hoists <title> into the head. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useT();
  return <title>{`${title} – ${t("product.name")}`}</title>;
}
