import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReload } from "./lib/chunk-reload.ts";
import { DocumentContext } from "./lib/document-context.ts";

installChunkReload();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <DocumentContext.Provider
        value={{
          locale: document.documentElement.lang || "pl",
          nonce: document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "",
        }}
      >
        <HydratedRouter />
      </DocumentContext.Provider>
    </StrictMode>,
  );
});
