export * from "./accounts.ts";
export * from "./access.ts";
