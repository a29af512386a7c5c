import type { BusinessProfile } from "../advisor/profile.ts";

/** Varied profiles the guide's tests compose: every legal form, with and without revenue, VAT and relief. */
export const PROFILES: Record<string, BusinessProfile> = {
  itRyczaltRelief: {
    activity: "programowanie",
    customers: "b2b",
    monthlyRevenue: 15000,
    monthlyCosts: 1000,
    businessInLast60Months: false,
    formerEmployerClient: false,
  },
  shopB2cVat: {
    activity: "sklep internetowy",
    customers: "b2c",
    monthlyRevenue: 30000,
    monthlyCosts: 18000,
    vatStatus: "active",
  },
  companyEmployees: {
    activity: "agencja marketingowa",
    legalForm: "spzoo",
    employees: 2,
    monthlyRevenue: 60000,
    monthlyCosts: 25000,
  },
  jobElsewhere: { activity: "grafika", customers: "b2b", monthlyRevenue: 6000, otherEmployment: true },
  returningFounder: { activity: "doradztwo", monthlyRevenue: 12000, monthlyCosts: 2000, businessInLast60Months: true },
  partners: { activity: "kawiarnia", founders: 2, customers: "b2c", monthlyRevenue: 40000, monthlyCosts: 25000 },
  overVatLimit: { activity: "hurtownia", customers: "b2b", monthlyRevenue: 45000, monthlyCosts: 30000 },
  noRevenue: { activity: "fotografia", customers: "b2c" },
  b2bOnly: { activity: "tłumaczenia", customers: "b2b", monthlyRevenue: 9000, monthlyCosts: 500 },
  formerEmployer: { activity: "programowanie", customers: "b2b", monthlyRevenue: 20000, formerEmployerClient: true },
  psa: { activity: "aplikacja mobilna", legalForm: "psa", founders: 3, monthlyRevenue: 30000, monthlyCosts: 20000 },
  rental: { activity: "wynajem mieszkania", customers: "b2c", monthlyRevenue: 3500, monthlyCosts: 300 },
  smallB2c: { activity: "rękodzieło", customers: "b2c", monthlyRevenue: 1500, monthlyCosts: 200 },
};
