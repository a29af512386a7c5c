import { index, layout, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { type Area, AREAS, areaOf, type PageEntry, pages, routeId } from "../shared/route-table.ts";

const development = process.env.NODE_ENV !== "production";

const routesOf = (page: PageEntry) =>
  page.paths.map((path, i) =>
    path === "/" ? index(page.file, { id: routeId(page, i) }) : route(path, page.file, { id: routeId(page, i) }),
  );

const shown = (access: "public" | "auth") =>
  pages.filter((page) => page.access === access || (access === "auth" && page.access === "dev" && development));

/** The pages outside any area, then each area's under its layout (the area's error boundary). */
const entries = (access: "public" | "auth", extra: { area: Area; routes: RouteConfigEntry[] } | null = null) => [
  ...shown(access)
    .filter((page) => areaOf(page) === null)
    .flatMap(routesOf),
  ...AREAS.flatMap((area) => {
    const children = [
      ...shown(access)
        .filter((page) => areaOf(page) === area)
        .flatMap(routesOf),
      ...(extra?.area === area ? extra.routes : []),
    ];
    return children.length ? [layout(`routes/_layouts/${area}.tsx`, { id: `${area}-${access}` }, children)] : [];
  }),
];

export default [
  ...entries("public"),
  // Route guard: everything here needs a signed-in user (middleware in the layout).
  layout(
    "routes/_layouts/signed-in.tsx",
    entries("auth", { area: "account", routes: [route("profile/export", "routes/profile-export.ts")] }),
  ),
  route("locale", "routes/locale.ts"),
  route("consent", "routes/consent.ts"),
  // Outside production only; the loader answers 404 in production.
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("dev/clock", "routes/dev/clock.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
