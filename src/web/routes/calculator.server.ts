import { parseWithZod } from "@conform-to/zod/v4";
import { CALCULATOR_DEFAULTS, CALCULATOR_FIELD_OF_INPUT, calculatorSchema } from "../../shared/contracts/calculator.ts";
import { appErrorOf } from "../../shared/session-cookie.ts";
import { ZUS_STAGES } from "../../shared/tax-options.ts";
import { formReply } from "../lib/form-reply.server.ts";
import type { WebContext } from "../lib/web-context.ts";

/** The figures the page's hints name, from the calculator's parameters (formatted by the page). */
function hintFigures(parameters: { path: string; value: number }[]) {
  const at = (path: string) => parameters.find((p) => p.path === path)?.value ?? Number.NaN;
  return {
    preferentialBase: at("zus.preferentialBase"),
    fullBase: at("zus.fullBase"),
    smallPlusLimit: at("zus.smallPlusRevenueLimit"),
    sickness: at("zus.rates.sickness"),
    rentalLow: at("pit.ryczaltActivities.otherServicesAndRental"),
    rentalHigh: at("pit.ryczaltActivities.rentalAbove100k"),
    solidarityThreshold: at("pit.solidarityThreshold"),
  };
}

const isStage = (raw: string | null) => (ZUS_STAGES as readonly string[]).includes(raw ?? "");

/**
 * The form as the address gives it: a missing field takes its default (the first visit has no
 * query), a ZUS stage no list offers is the default one, and text is cut to what a field holds.
 */
function formOf(query: URLSearchParams): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, fallback] of Object.entries(CALCULATOR_DEFAULTS)) {
    const raw = query.get(name);
    const max = name === "rate" ? 10 : name === "start" || name === "changeMonth" ? 4 : 30;
    form.set(name, raw?.slice(0, max) ?? fallback);
  }
  if (!isStage(query.get("zus"))) form.set("zus", CALCULATOR_DEFAULTS.zus);
  if (!isStage(query.get("change"))) form.set("change", "");
  // An unticked box posts nothing: without a calculation yet, the box starts unticked.
  if (query.has("revenue") && query.get("sickness") === "on") form.set("sickness", "on");
  return form;
}

/**
 * The public 2026 calculator's figures for the address's query: the form on the contract's
 * schema, then the comparison (which checks the same rules again). A refused calculation comes
 * back as Conform's reply with each field's code, and what was typed stays in the fields.
 */
export async function calculatorPage(url: URL, { services, clientIp }: WebContext) {
  const parameters = services.tax.flattenParameters();
  const figures = hintFigures(parameters);
  const rates = services.tax.ryczaltRates().map((r) => Math.round(r * 1000) / 10);
  const form = formOf(url.searchParams);
  const values = Object.fromEntries(form);
  const meta = { values, rates, parameters, figures };
  const schema = calculatorSchema({ rates, smallPlusLimit: figures.smallPlusLimit });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success")
    return { ...meta, result: null, code: "validation", reply: formReply(submission, {}, {}) };
  try {
    const result = await services.tax.compareTaxForms(submission.value, clientIp);
    return { ...meta, result, code: null, reply: null };
  } catch (error) {
    const refused = appErrorOf(error);
    if (!refused) throw error;
    const fieldErrors: Record<string, string[]> = {};
    for (const [name, codes] of Object.entries(refused.fields ?? {}))
      fieldErrors[CALCULATOR_FIELD_OF_INPUT[name] ?? name] = codes;
    const formErrors = refused.code === "validation" ? [] : [refused.code];
    return { ...meta, result: null, code: refused.code, reply: formReply(submission, { fieldErrors, formErrors }, {}) };
  }
}
