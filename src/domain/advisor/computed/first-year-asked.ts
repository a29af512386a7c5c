import { has } from "./shared.ts";
import { HOLIDAY_NAMED } from "../knowledge/life-hints.ts";

/**
 * What a first-year question asks that no calculator answers, though it names a stage, a relief or
 * a month a calculator reads (the thirty-fourth set): a benefit while ill or pregnant, the
 * contribution holiday's application, a follow-up's own payment day.
 */

/** The sickness benefit itself ("ile procent zasiłku chorobowego?", "sick pay on L4"), not the contribution. */
const SICK_BENEFIT =
  /\b(zasil\w* chorobow\w*|chorobow\w* zasil\w*|l4|zwolnieni\w* lekarsk\w*|sick pay|sickness benefit|sick leave benefit)\b/;
/** Its size asked ("ile procent", "what percentage", "how much sick pay"). */
const BENEFIT_SIZE =
  /\b(procent\w*|percent\w*|ile (\w+ ){0,3}(zasil\w*|dostane|dostaje\w*|wyplac\w*)|how much (\w+ ){0,3}(benefit|sick pay|get|paid))\b/;
/** An employee's sick pay, or contributions asked with it: the calculators'. */
const NOT_BENEFIT =
  /\b(pracownik\w*|employee\w*|pensj\w*|wynagrodzen\w*|doloz\w*|dobior\w*|dobier\w*|skladk\w*|ile wyjdzie)\b/;

/** A pregnancy or a birth to come ("jestem w ciąży", "poród w październiku", "she is due in September"). */
export const PREGNANCY =
  /\b(w ciazy|ciaz[ay]|ciaze|pregnan\w*|porod\w*|rodze|urodz\w*|(she|i) (is|am) due|(she's|i'm|im) due|due to give birth|na dziecko|for the baby)\b/;

/** A follow-up asking a payment's day outright ("and what's the payment deadline for ZUS each month?"). */
const PAYMENT_DAY =
  /\b(payment (deadline|date|day)|deadline for (paying|payment)|termin\w* (platnosci|zaplaty|oplacenia|wplaty)|do kiedy (\w+ ){0,2}(plac\w*|zaplac\w*|oplac\w*)|(by|until) when (do|must|should) (i|we) pay|(what|which) day (\w+ ){0,4}pay\w*|ktorego dnia (\w+ ){0,3}(plac\w*|zaplac\w*|oplac\w*))\b/;
/** A stage or a relief named: how long it lasts is asked, which the stage calculators answer. */
const STAGE = /\b(ulg\w*|preferenc\w*|maly zus|malego zus|pelny|full zus|small zus|relief|exempt\w*|zwolni\w*)\b/;

/** What is paid on a day of its own: a contribution, a tax, its return. */
const PAID =
  /\b(zus\w*|skladk\w*|skladek|contributions?|vat|pit|zaliczk\w*|advances?|podat\w*|tax\w*|jpk\w*|ryczal\w*)\b/;

/** "Wakacje składkowe – kiedy złożyć wniosek?": the application, which the article answers (a month named is the deadline calculator's). */
const APPLICATION = /\b(apply\w*|application|wnios\w*|zloz\w*|skladac|skladam)\b/;

export const holidayApplicationAsked = (t: string, monthNamed: boolean) =>
  has(t, HOLIDAY_NAMED) && has(t, APPLICATION) && !monthNamed;

/** The sickness benefit asked by a follow-up's own words (or a question's). */
export const sickBenefitAsked = (focusT: string, t: string) => {
  const asked = focusT || t;
  return has(asked, SICK_BENEFIT) && has(asked, BENEFIT_SIZE) && !has(asked, NOT_BENEFIT);
};

/** A follow-up that asks only a payment's day, no amount: the question before it is not recomputed. */
export const paymentDayAsked = (focusT: string) =>
  !!focusT &&
  has(focusT, PAYMENT_DAY) &&
  has(focusT, PAID) &&
  !has(focusT, STAGE) &&
  !has(focusT, /\b(ile|how much|kwot\w*|amount)\b/) &&
  !/\d/.test(focusT);
