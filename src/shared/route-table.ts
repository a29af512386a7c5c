/**
 * Every page of the portal: canonical path first, then its Polish aliases. One route module serves
 * all of a page's paths; `<link rel="canonical">` points at the first. Pure data, read by
 * `src/web/routes.ts` at build time and by the header and guard at run time.
 */
export type Access = "public" | "auth" | "dev";

export interface PageEntry {
  id: string;
  paths: string[];
  file: string;
  access: Access;
  /** The content view is transparent on these pages (on "/" only for guests). */
  transparent?: boolean | "guest";
}

export const pages: PageEntry[] = [
  { id: "home", paths: ["/"], file: "routes/home.tsx", access: "public", transparent: "guest" },
  { id: "interview", paths: ["/interview"], file: "routes/interview.tsx", access: "auth" },
  { id: "profile", paths: ["/profile"], file: "routes/profile.tsx", access: "auth" },
  { id: "myGuides", paths: ["/profile/myguides", "/moje-przewodniki"], file: "routes/my-guides.tsx", access: "auth" },
  {
    id: "guideView",
    paths: ["/profile/myguides/:id", "/moje-przewodniki/:id"],
    file: "routes/guide-view.tsx",
    access: "auth",
  },
  {
    id: "signIn",
    paths: ["/access/signin", "/zaloguj"],
    file: "routes/access/sign-in.tsx",
    access: "public",
    transparent: true,
  },
  {
    id: "request",
    paths: ["/access/request", "/wyprobuj"],
    file: "routes/access/sign-up.tsx",
    access: "public",
    transparent: true,
  },
  {
    id: "resend",
    paths: ["/access/request/resend", "/potwierdz"],
    file: "routes/access/resend-confirmation.tsx",
    access: "public",
    transparent: true,
  },
  {
    id: "passwordRequest",
    paths: ["/access/password", "/pomoc/haslo"],
    file: "routes/access/password-request.tsx",
    access: "public",
    transparent: true,
  },
  {
    id: "passwordNew",
    paths: ["/access/password/new", "/pomoc/haslo/ustaw"],
    file: "routes/access/password-new.tsx",
    access: "public",
    transparent: true,
  },
  {
    id: "confirmAccount",
    paths: ["/access/confirmaccount/:token", "/potwierdz/kod/:token"],
    file: "routes/access/confirm-account.tsx",
    access: "public",
    transparent: true,
  },
  {
    id: "accountPassword",
    paths: ["/account/password", "/konto/haslo"],
    file: "routes/account/change-password.tsx",
    access: "public",
  },
  {
    id: "archiveConversations",
    paths: ["/archive/conversations"],
    file: "routes/conversations/list.tsx",
    access: "auth",
  },
  { id: "archiveOffers", paths: ["/archive/offers"], file: "routes/offers/archive.tsx", access: "auth" },
  {
    id: "archiveTransactions",
    paths: ["/archive/transactions"],
    file: "routes/deals/transactions.tsx",
    access: "auth",
  },
  /** Not in the spec's list by path: one transaction of the company (issue 28). */
  {
    id: "archiveTransaction",
    paths: ["/archive/transactions/:transactionId"],
    file: "routes/deals/transaction.tsx",
    access: "auth",
  },
  { id: "companiesFind", paths: ["/companies/find"], file: "routes/company/find.tsx", access: "auth" },
  /** Not in the spec's list by path (DESIGN §7: "+ a public profile per company"). */
  { id: "companyProfile", paths: ["/companies/:companyId"], file: "routes/company/profile.tsx", access: "auth" },
  { id: "companyDocs", paths: ["/company/docs"], file: "routes/company/docs.tsx", access: "auth" },
  { id: "companyEmployees", paths: ["/company/employees"], file: "routes/company/employees.tsx", access: "auth" },
  { id: "companyInfo", paths: ["/company/info"], file: "routes/company/info.tsx", access: "auth" },
  { id: "companyVehicles", paths: ["/company/vehicles"], file: "routes/company/vehicles.tsx", access: "auth" },
  {
    id: "companyComplaints",
    paths: ["/company/info/complaints"],
    file: "routes/company/complaints.tsx",
    access: "auth",
  },
  /** Not in the spec's list by path: a complaint filed about a transaction or a reported message (issue 28). */
  {
    id: "companyComplaintNew",
    paths: ["/company/info/complaints/new"],
    file: "routes/company/complaint-new.tsx",
    access: "auth",
  },
  /** Not in the spec's list by path: one complaint of the company, filed by it or against it (issue 28). */
  {
    id: "companyComplaint",
    paths: ["/company/info/complaints/:complaintId"],
    file: "routes/company/complaint.tsx",
    access: "auth",
  },
  {
    id: "companySubscriptions",
    paths: ["/company/info/subscriptions"],
    file: "routes/company/subscriptions.tsx",
    access: "auth",
  },
  { id: "emptyChat", paths: ["/empty-chat/dev"], file: "routes/dev/empty-chat.tsx", access: "dev" },
  { id: "chat", paths: ["/guide/chat", "/rozmowa"], file: "routes/chat.tsx", access: "auth" },
  /** Not in the spec's list: the advisor's past conversations (issue 27 gave their old path to companies). */
  { id: "chatHistory", paths: ["/guide/chat/history"], file: "routes/chat-history.tsx", access: "auth" },
  {
    id: "helpForm",
    paths: ["/help/form", "/pomoc/dostep"],
    file: "routes/help/access-help.tsx",
    access: "public",
    transparent: true,
  },
  {
    id: "helpRequest",
    paths: ["/help/request", "/pomoc/formularz"],
    file: "routes/help/help-request.tsx",
    access: "auth",
    transparent: true,
  },
  /** Not in the spec's list: a signed-in user's own help requests, their status and replies. */
  {
    id: "myHelpRequests",
    paths: ["/help/my-requests", "/pomoc/moje-prosby"],
    file: "routes/help/my-requests.tsx",
    access: "auth",
  },
  { id: "faq", paths: ["/info/faq", "/faq"], file: "routes/content-page.tsx", access: "public" },
  { id: "instruction", paths: ["/info/instruction", "/start"], file: "routes/content-page.tsx", access: "public" },
  {
    id: "ongoingConversations",
    paths: ["/ongoing/conversations"],
    file: "routes/conversations/list.tsx",
    access: "auth",
  },
  /** Not in the spec's list by path: one conversation between companies (issue 27). */
  {
    id: "conversationView",
    paths: ["/ongoing/conversations/:conversationId"],
    file: "routes/conversations/conversation.tsx",
    access: "auth",
  },
  { id: "ongoingOffers", paths: ["/ongoing/offers"], file: "routes/offers/exchange.tsx", access: "auth" },
  { id: "offerNew", paths: ["/ongoing/offers/new"], file: "routes/offers/offer-edit.tsx", access: "auth" },
  { id: "offerEdit", paths: ["/ongoing/offers/:offerId/edit"], file: "routes/offers/offer-edit.tsx", access: "auth" },
  { id: "offerView", paths: ["/ongoing/offers/:offerId"], file: "routes/offers/offer-view.tsx", access: "auth" },
  { id: "portalCompanies", paths: ["/portal/companies"], file: "routes/portal/companies.tsx", access: "auth" },
  /** Not in the spec's list: one company in the back-office. */
  { id: "portalCompany", paths: ["/portal/companies/:companyId"], file: "routes/portal/company.tsx", access: "auth" },
  { id: "portalComplaints", paths: ["/portal/complaints"], file: "routes/portal/complaints.tsx", access: "auth" },
  /** Not in the spec's list: one complaint in the back-office. */
  {
    id: "portalComplaint",
    paths: ["/portal/complaints/:complaintId"],
    file: "routes/portal/complaint.tsx",
    access: "auth",
  },
  { id: "portalPricings", paths: ["/portal/pricings"], file: "routes/portal/pricings.tsx", access: "auth" },
  /** Not in the spec's list: staff read help requests here. */
  {
    id: "portalHelpRequests",
    paths: ["/portal/help-requests"],
    file: "routes/portal/help-requests.tsx",
    access: "auth",
  },
  /** Not in the spec's list: staff answer, assign and close one help request. */
  {
    id: "portalHelpRequest",
    paths: ["/portal/help-requests/:requestId"],
    file: "routes/portal/help-request.tsx",
    access: "auth",
  },
  /** Not in the spec's list: the public 2026 tax calculator. */
  {
    id: "calculator",
    paths: ["/kalkulator", "/calculator"],
    file: "routes/calculator.tsx",
    access: "public",
  },
  { id: "staticContact", paths: ["/static/contact"], file: "routes/content-page.tsx", access: "public" },
  { id: "staticFaq", paths: ["/static/faq"], file: "routes/content-page.tsx", access: "public" },
  { id: "staticHelp", paths: ["/static/help"], file: "routes/content-page.tsx", access: "public" },
  { id: "staticPrivacy", paths: ["/static/privacy-policy"], file: "routes/content-page.tsx", access: "public" },
];

/** Route ids: the page id for the canonical path, `id~N` for its N-th alias. */
export const routeId = (page: PageEntry, index: number) => (index === 0 ? page.id : `${page.id}~${index}`);

const byId = new Map(pages.map((p) => [p.id, p]));
export const pageOfRouteId = (id: string | undefined): PageEntry | undefined =>
  id ? byId.get(id.split("~")[0]!) : undefined;

/** The canonical path of a page with its parameters filled in. */
export function canonicalPath(page: PageEntry, params: Record<string, string | undefined> = {}): string {
  return page.paths[0]!.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** The page a concrete path without parameters belongs to (aliases included). */
export function pageOfPath(pathname: string): PageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return pages.find((p) => p.paths.includes(path));
}

/** The page path of a loader's request: client navigations fetch `<path>.data` (single fetch). */
export const requestPath = (request: Request): string => {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  return path === "/_root" ? "/" : path || "/";
};

/**
 * The part of the portal a page belongs to; each has its own error boundary (what a refusal
 * means there, and the way back into it). Pages in none fall to the root's.
 */
export const AREAS = ["portal", "account", "company", "help", "staff"] as const;
export type Area = (typeof AREAS)[number];

export function areaOf(page: PageEntry): Area | null {
  const path = page.paths[0]!;
  if (path.startsWith("/portal/")) return "staff";
  if (path.startsWith("/company/") || path.startsWith("/companies/")) return "company";
  if (path.startsWith("/help/")) return "help";
  if (path === "/profile" || path.startsWith("/account/")) return "account";
  return page.access === "public" ? null : "portal";
}
