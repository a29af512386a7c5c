import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { Messages } from "../shared/i18n.ts";
import { installChunkReload } from "./lib/chunk-reload.ts";
import { DocumentContext, MESSAGES_ELEMENT_ID } from "./lib/document-context.ts";

installChunkReload();
const messagesJson = document.getElementById(MESSAGES_ELEMENT_ID)?.textContent ?? "{}";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <DocumentContext.Provider
        value={{
          locale: document.documentElement.lang || "pl",
          nonce: document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "",
          messages: JSON.parse(messagesJson) as Messages,
          messagesJson,
        }}
      >
        <HydratedRouter />
      </DocumentContext.Provider>
    </StrictMode>,
  );
});
