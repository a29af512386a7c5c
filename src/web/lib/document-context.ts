import { createContext } from "react";
import type { Messages } from "../../shared/i18n.ts";

/**
 * What the document knows before any loader runs: the request's language, CSP nonce and
 * translation catalogue. Set in entry.server from the router context and in entry.client from the
 * rendered page (the catalogue travels as the JSON block `#i18n`, outside the loader data).
 */
export interface DocumentInfo {
  locale: string;
  nonce: string;
  messages: Messages;
  /** The catalogue as the page carries it (server: written into `#i18n`; client: read from it). */
  messagesJson?: string;
}

export const DocumentContext = createContext<DocumentInfo>({ locale: "pl", nonce: "", messages: {} });

/** The id of the `<script type="application/json">` block that carries the catalogue. */
export const MESSAGES_ELEMENT_ID = "i18n";
