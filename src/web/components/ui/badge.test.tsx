// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { Badge } from "./badge.tsx";
import { EmptyState } from "./empty-state.tsx";
import { serverHtml } from "./test-render.tsx";

const rendered = (node: React.ReactNode, locale: "pl" | "en" = "pl") => {
  const host = document.createElement("div");
  host.innerHTML = serverHtml(node, locale);
  return host.firstElementChild as HTMLElement;
};

describe("the badge", () => {
  it("keeps the raw status for tests and styles, and takes the neutral tone by default", () => {
    const badge = rendered(<Badge status="whatever">?</Badge>);
    expect(badge.dataset.slot).toBe("badge");
    expect(badge.dataset.status).toBe("whatever");
    expect(badge.className).toContain("bg-slate-100");
    expect(rendered(<Badge tone="danger">!</Badge>).className).toContain("bg-red-100");
  });
});

describe("the empty state", () => {
  it("shows its title as a heading, its text and its next step", () => {
    const empty = rendered(
      <EmptyState title="Nie masz jeszcze przewodników" action={<a href="/interview">Zacznij</a>}>
        Odpowiedz na kilka pytań.
      </EmptyState>,
    );
    expect(empty.querySelector("h2")!.textContent).toBe("Nie masz jeszcze przewodników");
    expect(empty.textContent).toContain("Odpowiedz na kilka pytań.");
    expect(empty.querySelector("a")!.getAttribute("href")).toBe("/interview");
    expect(empty.hasAttribute("role")).toBe(false);
    expect(rendered(<EmptyState announce>Brak wyników.</EmptyState>).getAttribute("role")).toBe("status");
  });
});
