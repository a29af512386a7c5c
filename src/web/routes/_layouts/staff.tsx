import { Outlet } from "react-router";
import { AreaErrorBoundary } from "../../components/layout/error-page.tsx";

/** The staff area's pages (src/shared/route-table.ts, areaOf): a refusal there is told as the area means it. */
export default function StaffArea() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <AreaErrorBoundary area="staff" />;
}
