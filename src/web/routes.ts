import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { pages, routeId } from "../shared/route-table.ts";

const development = process.env.NODE_ENV !== "production";

const entries = (access: "public" | "auth") =>
  pages
    .filter((page) => page.access === access || (access === "auth" && page.access === "dev" && development))
    .flatMap((page) =>
      page.paths.map((path, i) =>
        path === "/" ? index(page.file, { id: routeId(page, i) }) : route(path, page.file, { id: routeId(page, i) }),
      ),
    );

export default [
  ...entries("public"),
  // Spec §6 guard: everything here needs a signed-in user (middleware in the layout).
  layout("routes/_layouts/signed-in.tsx", [...entries("auth"), route("profile/export", "routes/profile-export.ts")]),
  route("locale", "routes/locale.ts"),
  route("consent", "routes/consent.ts"),
  // Outside production only; the loader answers 404 in production.
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
