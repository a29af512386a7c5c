// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import pl from "../../../../locales/pl/common.json";
import { expectConsoleError } from "../../../../tests/support/fail-on-console-error.ts";
import { createTranslator } from "../../../shared/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { ErrorPage, LastResort } from "./error-page.tsx";

const render = (error: unknown) =>
  renderToString(
    <MemoryRouter>
      <I18nProvider value={createTranslator("pl", { common: pl })}>
        <ErrorPage error={error} />
      </I18nProvider>
    </MemoryRouter>,
  );

describe("error page", () => {
  it("shows the translated 404 with a link home", () => {
    const html = render(new ErrorResponse(404, "Not Found", null));
    expect(html).toContain("Nie znaleziono tej strony");
    expect(html).toContain('href="/"');
    expect(html).toContain('data-status="404"');
  });

  it("shows the message and the status code, 500 by default", () => {
    expect(render(new Error("boom"))).toContain("Kod błędu: 500.");
    expect(render(new Error("boom"))).not.toContain("boom");
    expect(render(new ErrorResponse(503, "Service Unavailable", null))).toContain("Kod błędu: 503.");
  });

  it("falls back to a bare link home when the error page itself fails", () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const Broken = () => {
      throw new Error("the error page failed");
    };
    expectConsoleError(2);
    const el = document.createElement("div");
    const root = createRoot(el, { onCaughtError: () => {} });
    act(() =>
      root.render(
        <LastResort>
          <Broken />
        </LastResort>,
      ),
    );
    expect(el.innerHTML).toBe('<a href="/">⌂ /</a>');
    act(() => root.unmount());
  });
});
