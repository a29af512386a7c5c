import { companyLookupSchema, signUpSchema } from "../../../shared/contracts/account.ts";
import { appErrorOf } from "../../../shared/session-cookie.ts";
import { normalizeTin } from "../../../shared/tin.ts";
import { formInvalid, formRefusedBy, formReply, parseForm } from "../../lib/form-reply.server.ts";
import type { WebContext } from "../../lib/web-context.ts";

/** Passwords never come back in a refused form. */
const hide = { hide: ["password", "passwordConfirmation"] };
const noLookup = { lookup: null, source: null, registered: null };

type Registered = { name: string; street: string; postalCode: string; city: string; tin: string };

/**
 * "Import from the register": the same form posted with intent=lookup (so it works without
 * JavaScript too). Only the NIP is checked; everything typed comes back except the passwords,
 * with the register's company data when it knows the NIP.
 */
export async function lookupAction(form: FormData, { services, clientIp }: WebContext) {
  const submission = parseForm(form, companyLookupSchema);
  if (submission.status !== "success") return formInvalid(submission, noLookup, hide);
  const tin = normalizeTin(submission.value.company.tin);
  const found = await services.companies.lookupCompany(tin, clientIp).then(
    (hit) => ({ hit, status: hit ? ("found" as const) : ("notFound" as const) }),
    (error: unknown) => {
      if (appErrorOf(error)) throw error; // the rate limit: a refused form below
      return { hit: null, status: "unavailable" as const };
    },
  );
  const registered: Registered | null = found.hit?.company ?? null;
  const fieldErrors: Record<string, string[]> =
    found.hit && !found.hit.available ? { "company.tin": ["tinTaken"] } : {};
  return {
    ok: false as const,
    code: null,
    lookup: found.status,
    source: services.companies.companyRegister.kind,
    registered,
    reply: formReply(submission, { fieldErrors }, hide),
  };
}

/** The trial sign-up on the contract's schema; the domain checks the same schema again. */
export async function signUpAction(request: Request, form: FormData, { services, clientIp, locale }: WebContext) {
  const submission = parseForm(form, signUpSchema);
  if (submission.status !== "success") return formInvalid(submission, noLookup, hide);
  const { company, user, password, passwordConfirmation, promoCode, consents } = submission.value;
  try {
    await services.accounts.signUp({
      company,
      user,
      password,
      passwordConfirmation: passwordConfirmation ?? "",
      promoCode: promoCode ?? "",
      consents: { terms: consents.terms, privacy: consents.privacy, marketing: consents.marketing ?? false },
      locale,
      baseUrl: services.baseUrl(new URL(request.url).origin),
      clientKey: clientIp,
    });
    return { ok: true as const, email: user.email.trim() };
  } catch (error) {
    return formRefusedBy(submission, error, noLookup, hide);
  }
}
