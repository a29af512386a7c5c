import { createContext } from "react";

/**
 * What the document knows before any loader runs: the request's language and CSP nonce.
 * Set in entry.server from the router context and in entry.client from the rendered page.
 */
export const DocumentContext = createContext<{ locale: string; nonce: string }>({ locale: "pl", nonce: "" });
