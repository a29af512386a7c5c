import { redirect } from "react-router";
import {
  CATEGORIES_COOKIE,
  CATEGORY_COOKIES,
  chosenCategories,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  OPTIONAL_CATEGORIES,
  parseCookieHeader,
} from "../../shared/consent.ts";
import { safeReturnPath } from "../../shared/safe-return.ts";
import { webContext } from "../lib/web-context.ts";
import type { Route } from "./+types/consent";

/**
 * POST /consent: the consent form without JavaScript (the guest landing page is served without
 * it). Stores the choice for a year and expires the cookies of every declined category; with
 * JavaScript the same form is handled in the browser (cookie-consent-store.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const secure = context.get(webContext).services.config.secure;
  const form = await request.formData();
  const categories = chosenCategories(form);
  const attrs = `Path=/; Max-Age=${CONSENT_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
  const headers = new Headers();
  headers.append("Set-Cookie", `${CONSENT_COOKIE}=true; ${attrs}`);
  headers.append("Set-Cookie", `${CATEGORIES_COOKIE}=${encodeURIComponent(categories.join(","))}; ${attrs}`);
  const declined = OPTIONAL_CATEGORIES.filter((c) => !categories.includes(c));
  const host = new URL(request.url).hostname;
  for (const name of Object.keys(parseCookieHeader(request.headers.get("cookie")))) {
    if (!declined.some((c) => CATEGORY_COOKIES[c].test(name))) continue;
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0`);
    headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; Domain=${host}`);
  }
  const back = new URL(safeReturnPath(form.get("returnTo")), "http://x");
  back.searchParams.delete("cookie-settings");
  // Checked again as the final string that goes into Location.
  return redirect(safeReturnPath(`${back.pathname}${back.search}`), { headers });
}

export const loader = () => redirect("/");
