import type { RouterContextProvider } from "react-router";
import type { Actor } from "../../domain/access/actor.ts";
import { parseConsent, parseCookieHeader } from "../../shared/consent.ts";
import { hasPermission } from "../../shared/permissions.ts";
import { appErrorOf } from "../../shared/session-cookie.ts";
import { type WebContext, webContext } from "./web-context.ts";

/** The header's count of unread messages from other companies (one query), for who holds the conversations. */
async function unreadConversations(actor: Actor | null, services: WebContext["services"]): Promise<number> {
  if (!actor?.user.company || !hasPermission(actor.user.userRoles, "useConversations")) return 0;
  // A refusal (a company not allowed in) shows no count; the page itself still opens.
  return services.conversations.unreadTotal(actor).then(
    (unread) => unread.total,
    (error: unknown) => {
      if (appErrorOf(error)) return 0;
      throw error;
    },
  );
}

/**
 * Everything the shell needs on every page: language, user, consent and public settings. The
 * translation catalogue is not here: it is the same for every page of a language, so it travels
 * as a JSON block of its own (DocumentContext), which costs no per-request serialisation.
 */
export async function rootData(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, actor, services } = context.get(webContext);
  const { config } = services;
  const cookies = parseCookieHeader(request.headers.get("cookie"));
  const user = actor?.user;
  return {
    locale,
    user: user
      ? {
          id: user.id,
          name: user.name,
          surname: user.surname,
          initials: user.initials,
          isStaff: user.isStaff,
          isCompanyAdmin: user.isCompanyAdmin,
          companyName: user.company?.name ?? null,
          /** Cached restrictions made at another version are fetched again (a payment confirmed). */
          restrictionsVersion: user.company?.restrictionsVersion ?? 0,
          /** For hasPermission in the UI (hiding what cannot be done); the server checks again. */
          userRoles: user.userRoles,
          /** Unread messages from other companies (the menu's conversations entry). */
          unreadConversations: await unreadConversations(actor, services),
          /** The newest event id as the page is rendered: the tab's live stream starts after it. */
          eventsAfter: await services.events.latest(),
        }
      : null,
    origin: config.PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin,
    links: { coffee: config.COFFEE_URL, donation: config.DONATION_URL },
    analyticsUrl: config.ANALYTICS_URL ?? null,
    consent: parseConsent(cookies),
    /** `?cookie-settings`: the settings without JavaScript (links fall back to it). */
    consentSettingsRequested: new URL(request.url).searchParams.has("cookie-settings"),
    secureCookies: config.secure,
    year: new Date().getFullYear(),
  };
}
