export * from "./accounts.ts";
export * from "./access.ts";
export * from "./advisor.ts";
export * from "./guides.ts";
export * from "./interviews.ts";
export * from "./help-requests.ts";
export * from "./documents.ts";
export * from "./registration.ts";
