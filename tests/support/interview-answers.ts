/**
 * A complete set of interview answers: a single founder of a programming JDG selling services to
 * firms, with revenue per month and costs per year (both converted to a month by the interview).
 */
export const COMPLETE_ANSWERS = {
  stage: "starting",
  activity: "Programowanie aplikacji mobilnych dla firm",
  customers: "b2b",
  offer: ["services"],
  monthlyRevenue: { value: 15, unit: "kPLN", period: "month" },
  monthlyCosts: { value: 24000, unit: "PLN", period: "year" },
  founders: 1,
  soloForm: "jdg",
  employees: 0,
  formerEmployerClient: false,
  businessInLast60Months: false,
  otherEmployment: false,
  vatStatus: "exempt",
  fundingNeeds: false,
};
