// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { serverHtml } from "../../components/ui/test-render.tsx";
import { HelpStatusBadge } from "./help-status-badge.tsx";

const rendered = (node: React.ReactNode, locale: "pl" | "en" = "pl") => {
  const host = document.createElement("div");
  host.innerHTML = serverHtml(node, locale);
  return host.firstElementChild as HTMLElement;
};

describe("a help request's status badge", () => {
  it("says the status in words, in the page's language, with a tone for each status", () => {
    expect(rendered(<HelpStatusBadge status="answered" />, "en").textContent).toBe("answered");
    expect(rendered(<HelpStatusBadge status="answered" />).dataset.status).toBe("answered");
    expect(rendered(<HelpStatusBadge status="new" />).className).toContain("bg-amber-100");
    expect(rendered(<HelpStatusBadge status="inProgress" />).className).toContain("bg-blue-100");
    expect(rendered(<HelpStatusBadge status="unknown" />).className).toContain("bg-slate-100");
  });
});
