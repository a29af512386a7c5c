import { Outlet } from "react-router";
import { AreaErrorBoundary } from "../../components/layout/error-page.tsx";

/** The help area's pages (src/shared/route-table.ts, areaOf): a refusal there is told as the area means it. */
export default function HelpArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <AreaErrorBoundary area="help" />;
}
