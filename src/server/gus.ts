import { Hono } from "hono";
import { RegisterUnavailableError } from "../domain/companies/company-register.ts";
import { AppError } from "../domain/errors.ts";
import { normalizeTin, tinError } from "../shared/tin.ts";
import type { AppEnv } from "./context.ts";
import { errorResponse } from "./errors.ts";

/**
 * `/gus/:tin`: the sign-up form's "import from the register" button. Answers
 * the register's data for a NIP and whether the portal already has that company. Public and
 * rate-limited like the other availability checks.
 */
export const gusRoutes = new Hono<AppEnv>().get("/:tin", async (c) => {
  const { services } = c.var;
  try {
    const tin = normalizeTin(c.req.param("tin"));
    // `tin` when it is not 10 digits, `tinChecksum` when its check digit is wrong.
    const wrong = tinError(tin);
    if (wrong) throw new AppError("validation", { fields: { tin: [wrong] } });
    const found = await services.companies.lookupCompany(tin, c.var.clientIp);
    if (!found) throw new AppError("companyNotFound");
    return c.json({ ...found, source: services.companies.companyRegister.kind });
  } catch (error) {
    if (error instanceof RegisterUnavailableError) {
      services.logger.warn({ err: error.message }, "company register unavailable");
      return errorResponse(c, new AppError("unavailable", { cause: error }));
    }
    return errorResponse(c, error);
  }
});
