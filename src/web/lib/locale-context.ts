import { createContext } from "react";

/** The request's language, known even when no loader ran (set in entry.server and entry.client). */
export const LocaleContext = createContext<string>("pl");
