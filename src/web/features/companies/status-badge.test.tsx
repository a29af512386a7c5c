// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { serverHtml } from "../../components/ui/test-render.tsx";
import { StatusBadge } from "./status-badge.tsx";

const rendered = (node: React.ReactNode, locale: "pl" | "en" = "pl") => {
  const host = document.createElement("div");
  host.innerHTML = serverHtml(node, locale);
  return host.firstElementChild as HTMLElement;
};

describe("the status badge", () => {
  it("says the status in words and keeps the raw status for tests and styles", () => {
    const badge = rendered(<StatusBadge kind="company" status="excluded" />);
    expect(badge.dataset.slot).toBe("badge");
    expect(badge.dataset.status).toBe("excluded");
    expect(badge.textContent).toBe("zawieszona");
  });

  it("gives each kind of status its own tone, and an unknown one the neutral tone", () => {
    const tone = (node: React.ReactNode) => rendered(node).className;
    expect(tone(<StatusBadge kind="company" status="verified" />)).toContain("bg-emerald-100");
    expect(tone(<StatusBadge kind="company" status="negatively_verified" />)).toContain("bg-red-100");
    expect(tone(<StatusBadge kind="user" status="inactive" />)).toContain("bg-slate-100");
  });
});
