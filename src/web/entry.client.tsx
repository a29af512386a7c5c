import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReload } from "./lib/chunk-reload.ts";
import { LocaleContext } from "./lib/locale-context.ts";

installChunkReload();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <LocaleContext.Provider value={document.documentElement.lang || "pl"}>
        <HydratedRouter />
      </LocaleContext.Provider>
    </StrictMode>,
  );
});
