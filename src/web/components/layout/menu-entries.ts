import type { Permission } from "../../../shared/permissions.ts";

/** The user menu and the mobile overlay groups. `page` ties an entry to the route table. */
export interface MenuLink {
  kind: "link";
  page: string;
  to: string;
  labelKey: string;
  /** Shown only to users who hold it (the pages check again on the server). */
  permission?: Permission;
  /** A count beside the entry (the root data's user field): unread messages. */
  count?: "unreadConversations";
}
export interface MenuSignOut {
  kind: "signOut";
  labelKey: string;
}
export type MenuEntry = MenuLink | MenuSignOut;

const chat: MenuLink = { kind: "link", page: "chat", to: "/rozmowa", labelKey: "menu.chat" };
const myGuides: MenuLink = { kind: "link", page: "myGuides", to: "/moje-przewodniki", labelKey: "menu.myGuides" };
const changePassword: MenuLink = {
  kind: "link",
  page: "accountPassword",
  to: "/konto/haslo",
  labelKey: "menu.changePassword",
};
const helpCenter: MenuLink = { kind: "link", page: "staticHelp", to: "/static/help", labelKey: "menu.helpCenter" };
const myHelpRequests: MenuLink = {
  kind: "link",
  page: "myHelpRequests",
  to: "/pomoc/moje-prosby",
  labelKey: "menu.myHelpRequests",
};
const instruction: MenuLink = { kind: "link", page: "instruction", to: "/start", labelKey: "menu.instruction" };
const faq: MenuLink = { kind: "link", page: "faq", to: "/faq", labelKey: "menu.faq" };
const signOut: MenuSignOut = { kind: "signOut", labelKey: "menu.signOut" };

/** The company's pages and the back-office, by permission (an empty group is not shown). */
const roleGroup: MenuLink[] = [
  { kind: "link", page: "companyInfo", to: "/company/info", labelKey: "menu.myCompany", permission: "viewOwnCompany" },
  {
    kind: "link",
    page: "ongoingConversations",
    to: "/ongoing/conversations",
    labelKey: "menu.conversations",
    permission: "useConversations",
    count: "unreadConversations",
  },
  {
    kind: "link",
    page: "archiveTransactions",
    to: "/archive/transactions",
    labelKey: "menu.transactions",
    permission: "makeDeals",
  },
  {
    kind: "link",
    page: "companyEmployees",
    to: "/company/employees",
    labelKey: "menu.employees",
    permission: "changeEmployees",
  },
  {
    kind: "link",
    page: "portalCompanies",
    to: "/portal/companies",
    labelKey: "menu.portalCompanies",
    permission: "viewCompanies",
  },
  {
    kind: "link",
    page: "portalHelpRequests",
    to: "/portal/help-requests",
    labelKey: "menu.helpRequests",
    permission: "viewHelpRequests",
  },
  {
    kind: "link",
    page: "portalComplaints",
    to: "/portal/complaints",
    labelKey: "complaint-queue:menu",
    permission: "handleComplaints",
  },
];

/** Desktop user menu: chat, my guides, change password, (divider), help center, my help requests, sign out. */
export const userMenu: MenuEntry[][] = [
  [chat, myGuides, changePassword],
  roleGroup,
  [helpCenter, myHelpRequests, signOut],
];

/** Mobile overlay: chat, my guides, change password; help center, my help requests, instruction, FAQ; sign out. */
export const mobileMenu: MenuEntry[][] = [
  [chat, myGuides, changePassword],
  roleGroup,
  [helpCenter, myHelpRequests, instruction, faq],
  [signOut],
];
