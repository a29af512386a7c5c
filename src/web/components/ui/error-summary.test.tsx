// @vitest-environment happy-dom
import type { SubmissionResult } from "@conform-to/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import en from "../../../../locales/en/common.json";
import pl from "../../../../locales/pl/common.json";
import { email, personName } from "../../../shared/contracts/fields.ts";
import { createTranslator } from "../../../shared/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { useAppForm } from "../../lib/use-app-form.ts";
import { ErrorSummary } from "./error-summary.tsx";
import { Field, Input } from "./field.tsx";

const schema = z.object({ name: personName(), email: email() });

/** A form as the pages build it: Conform on a contract's schema, the summary on top, two fields. */
function Probe({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { form, fields, focusKey, formProps } = useAppForm({ id: "probe", schema, lastResult });
  const labels = { name: "Imię", email: "Adres e-mail" };
  return (
    <form method="post" {...formProps}>
      <ErrorSummary formId={form.id} errors={form.allErrors} labels={labels} focusKey={focusKey} />
      <Field meta={fields.name} label={labels.name}>
        <Input />
      </Field>
      <Field meta={fields.email} label={labels.email} hint="Na ten adres wyślemy link.">
        <Input type="email" />
      </Field>
      <button type="submit">Wyślij</button>
    </form>
  );
}

const wrap = (node: React.ReactNode, locale: "pl" | "en" = "pl") => (
  <I18nProvider value={createTranslator(locale, { common: locale === "pl" ? pl : en })}>{node}</I18nProvider>
);

let host: HTMLDivElement;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement("div");
  document.body.append(host);
});
afterEach(() => host.remove());

const summary = () => host.querySelector<HTMLElement>('[data-slot="error-summary"]');

describe("the error summary of a form", () => {
  it("takes the focus after a failed submit and links to each invalid field by its id", async () => {
    act(() => createRoot(host).render(wrap(<Probe />)));
    expect(summary()).toBeNull();
    host.querySelector<HTMLInputElement>("#probe-email")!.value = "not-an-address";
    await act(async () => host.querySelector("button")!.click());

    expect(summary()).not.toBeNull();
    expect(document.activeElement).toBe(summary());
    expect(summary()!.querySelector("h2")!.textContent).toBe("Popraw błędy w formularzu");
    const links = [...summary()!.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["#probe-name", "#probe-email"]);
    expect(links.map((a) => a.textContent)).toEqual([
      "Imię: To pole jest wymagane.",
      "Adres e-mail: Wpisz poprawny adres e-mail.",
    ]);
    // Each link names a field that exists; following it puts the focus in that field.
    await act(async () => links[1]!.click());
    expect(document.activeElement).toBe(host.querySelector("#probe-email"));
  });

  it("marks each invalid field and describes it by its hint and its own error", async () => {
    act(() => createRoot(host).render(wrap(<Probe />)));
    await act(async () => host.querySelector("button")!.click());
    const field = host.querySelector<HTMLInputElement>("#probe-email")!;
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe("probe-email-hint probe-email-error");
    expect(host.querySelector("#probe-email-error")!.textContent).toBe("To pole jest wymagane.");
    expect(host.querySelector("#probe-email-hint")!.textContent).toBe("Na ten adres wyślemy link.");
  });

  it("shows the server's field errors without JavaScript and takes the focus once the page runs", () => {
    const lastResult: SubmissionResult<string[]> = {
      status: "error",
      initialValue: { name: "Zofia", email: "zofia@example.pl" },
      error: { email: ["emailIsTaken"] },
    };
    const html = renderToString(wrap(<Probe lastResult={lastResult} />, "en"));
    expect(html).toContain("There is a problem");
    expect(html).toContain('href="#probe-email"');
    expect(html).toContain("Adres e-mail: This e-mail address is already taken.");
    expect(html).toMatch(/id="probe-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="probe-email"/);
    expect(html).toContain('value="zofia@example.pl"');

    act(() => createRoot(host).render(wrap(<Probe lastResult={lastResult} />, "en")));
    expect(document.activeElement).toBe(summary());
  });
});
