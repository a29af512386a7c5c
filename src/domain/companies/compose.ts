import type { Db } from "../../db/client.ts";
import { hasPermission } from "../../shared/permissions.ts";
import type { Actor } from "../access/actor.ts";
import type { TrialPolicy } from "../access/plans.ts";
import type { RateLimiter } from "../access/rate-limiter.ts";
import { isTinAvailable } from "../accounts/sign-up.service.ts";
import type { Mailer } from "../mail/mailer.ts";
import { companyDetail, findCompanies, listCompanies } from "./company-directory.service.ts";
import { myCompany, updateCompany } from "./company-info.service.ts";
import { companyProfile, type CompanyExchangeReader } from "./company-profile.service.ts";
import type { CompanyRegister } from "./company-register.ts";
import { changeCompanyStatus, changeUserStatus } from "./company-status.service.ts";
import { demoRegister } from "./demo-register.ts";
import { addEmployee, listEmployees, resendInvitation, updateEmployee } from "./employees.service.ts";
import { createGusRegister } from "./gus-register.ts";

export interface CompanyDeps {
  db: Db;
  mailer: Mailer;
  rateLimits: RateLimiter;
  trial: TrialPolicy;
  /** GUS REGON with a key; the built-in demo register without one. */
  gus?: { apiKey: string; url?: string };
  /** The exchange's view of another company (the offers feature's), for its public profile. */
  companyExchange: CompanyExchangeReader;
}

/**
 * Charges an addEmployee call to the admin and to the company, before any address is looked at
 * or any mail sent, so `emailIsTaken` probes count too. An actor who may not add employees is
 * charged nothing: the domain refuses them, and a member cannot spend the company's budget.
 */
export async function admitAddEmployee(rateLimits: RateLimiter, actor: Actor | null): Promise<void> {
  const companyId = actor?.user.company?.id;
  if (!actor || !companyId || !hasPermission(actor.user.userRoles, "changeEmployees")) return;
  await rateLimits.consume("addEmployeeByAdmin", actor.user.id);
  await rateLimits.consume("addEmployeeByCompany", companyId);
}

type Input<F extends (...args: never[]) => unknown> = Parameters<F>[2];

/**
 * Companies, employees and statuses, by the domain's own names. Every call takes the acting
 * user; the domain checks the permission and scopes company data to the actor's company.
 */
export function createCompanyServices({ db, mailer, rateLimits, trial, gus, companyExchange }: CompanyDeps) {
  const companyRegister: CompanyRegister = gus ? createGusRegister(gus) : demoRegister;
  return {
    companyRegister,
    /**
     * The sign-up form's register lookup, rate-limited per client. Null when the register has no
     * such company; RegisterUnavailableError passes through.
     */
    lookupCompany: async (tin: string, clientKey: string) => {
      await rateLimits.consume("availability", clientKey);
      const company = await companyRegister.lookup(tin);
      return company ? { company, available: await isTinAvailable(db, tin) } : null;
    },
    listCompanies: (actor: Actor | null, input: Input<typeof listCompanies>) => listCompanies(db, actor, input),
    companyDetail: (actor: Actor | null, companyId: string) => companyDetail(db, actor, companyId),
    findCompanies: (actor: Actor | null, phrase: string) => findCompanies(db, actor, phrase),
    /** One company's public profile, as the actor's company sees it. */
    companyProfile: (actor: Actor | null, companyId: string) =>
      companyProfile({ db, companyExchange }, actor, companyId),
    /** `within`: a caller's transaction the change is part of (a complaint's re-verification). */
    changeCompanyStatus: (actor: Actor | null, input: Input<typeof changeCompanyStatus>, within?: Db) =>
      changeCompanyStatus({ db: within ?? db, mailer, trial }, actor, input),
    changeUserStatus: (actor: Actor | null, input: Input<typeof changeUserStatus>) =>
      changeUserStatus({ db, mailer }, actor, input),
    myCompany: (actor: Actor | null) => myCompany(db, actor),
    updateCompany: (actor: Actor | null, input: Input<typeof updateCompany>) => updateCompany(db, actor, input),
    listEmployees: (actor: Actor | null) => listEmployees(db, actor),
    /** Charged per admin and per company first: every edge (GraphQL, the page's form) alike. */
    addEmployee: async (actor: Actor | null, input: Input<typeof addEmployee>) => {
      await admitAddEmployee(rateLimits, actor);
      return addEmployee({ db, mailer }, actor, input);
    },
    /** An invitation sent again mails as adding does: charged against the same budgets. */
    resendInvitation: async (actor: Actor | null, input: Input<typeof resendInvitation>) => {
      await admitAddEmployee(rateLimits, actor);
      return resendInvitation({ db, mailer }, actor, input);
    },
    updateEmployee: (actor: Actor | null, input: Input<typeof updateEmployee>) => updateEmployee({ db }, actor, input),
  };
}

export type CompanyServices = ReturnType<typeof createCompanyServices>;
