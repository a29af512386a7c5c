// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import en from "../../../../locales/en/common.json";
import pl from "../../../../locales/pl/common.json";
import { expectConsoleError } from "../../../../tests/support/fail-on-console-error.ts";
import { createTranslator } from "../../../shared/i18n.ts";
import type { Area } from "../../../shared/route-table.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { ErrorPage, LastResort } from "./error-page.tsx";

const render = (error: unknown, locale: "pl" | "en" = "pl", area?: Area) =>
  renderToString(
    <MemoryRouter>
      <I18nProvider value={createTranslator(locale, { common: locale === "pl" ? pl : en })}>
        <ErrorPage error={error} area={area} />
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

  it("says a 403 is a missing permission, not a failure to try again, in both languages", () => {
    const forbidden = new ErrorResponse(403, "Forbidden", null);
    const plHtml = render(forbidden);
    expect(plHtml).toContain("Brak uprawnień do tej strony");
    expect(plHtml).toContain("Kod błędu: 403.");
    expect(plHtml).not.toContain("Spróbuj ponownie");
    expect(plHtml).not.toContain("Coś poszło nie tak");
    const enHtml = render(forbidden, "en");
    expect(enHtml).toContain("You do not have permission to see this page");
    expect(enHtml).not.toContain("try again");
  });

  it("says a 404 page does not exist and a 409 conflicts with the current state, in both languages", () => {
    expect(render(new ErrorResponse(404, "Not Found", null), "en")).toContain("This page could not be found");
    const conflict = new ErrorResponse(409, "Conflict", null);
    expect(render(conflict)).toContain("Tego nie można teraz zrobić");
    expect(render(conflict)).toContain("sprzeczne z obecnym stanem");
    expect(render(conflict)).not.toContain("Spróbuj ponownie");
    expect(render(conflict, "en")).toContain("conflicts with the current state");
  });

  it("in an area, says what the status means there and leads back into the area, in both languages", () => {
    const forbidden = new ErrorResponse(403, "Forbidden", null);
    const staff = render(forbidden, "pl", "staff");
    expect(staff).toContain("Tę stronę otwierają tylko osoby z zespołu portalu");
    expect(staff).not.toContain("administratora firmy");
    expect(staff).toMatch(/<a[^>]*href="\/portal\/companies"[^>]*>Wróć do listy firm<\/a>/);
    expect(render(forbidden, "en", "company")).toContain("ask your company&#x27;s administrator");
    expect(render(forbidden, "en", "company")).toMatch(/<a[^>]*href="\/company\/info"[^>]*>Back to your company<\/a>/);
    const conflict = render(new ErrorResponse(409, "Conflict", null), "pl", "account");
    expect(conflict).toContain("sprzeczne z obecnym stanem");
    expect(conflict).toMatch(/<a[^>]*href="\/profile"[^>]*>Wróć do profilu<\/a>/);
    expect(render(new ErrorResponse(404, "Not Found", null), "en", "help")).toContain("Back to the help centre");
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
