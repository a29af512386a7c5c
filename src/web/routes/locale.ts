import { redirect } from "react-router";
import { safeReturnPath } from "../../shared/safe-return.ts";
import type { Route } from "./+types/locale";
import { webContext } from "../lib/web-context.ts";

const ONE_YEAR = 365 * 24 * 60 * 60;

/** POST /locale: stores the language in the `locale` cookie and reloads the page it came from. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get("locale") === "en" ? "en" : "pl";
  const back = safeReturnPath(form.get("returnTo"));
  const { actor, services } = context.get(webContext);
  // Signed in: mail follows the chosen language too.
  if (actor) await services.accounts.setUserLocale(actor, locale);
  return redirect(back, {
    headers: {
      "Set-Cookie": `locale=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${context.get(webContext).services.config.secure ? "; Secure" : ""}`,
    },
  });
}

export function loader() {
  return redirect("/");
}
