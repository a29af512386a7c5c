/** The calculator's choices, shared by the domain (validation) and the page (form options). */
export const ZUS_STAGES = ["start", "preferential", "smallPlus", "full"] as const;
export type ZusStage = (typeof ZUS_STAGES)[number];

export const TAX_FORMS = ["scale", "flat", "ryczalt"] as const;
export type TaxForm = (typeof TAX_FORMS)[number];
