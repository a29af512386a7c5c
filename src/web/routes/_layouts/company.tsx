import { Outlet } from "react-router";
import { AreaErrorBoundary } from "../../components/layout/error-page.tsx";

/** The company area's pages (src/shared/route-table.ts, areaOf): a refusal there is told as the area means it. */
export default function CompanyArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <AreaErrorBoundary area="company" />;
}
