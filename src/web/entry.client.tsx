import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { LocaleContext } from "./lib/locale-context.ts";

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
