/**
 * Checks the layout suite runs inside the page (each function is sent to the browser whole, so it
 * uses nothing from outside itself). Each returns the problems it found, as readable lines.
 */

/** Horizontal overflow, text under 12 px, and click targets in view that something else covers. */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  if (document.documentElement.scrollWidth > vw + 1)
    problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);

  const describe = (el: Element) => {
    const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const label = el.getAttribute("aria-label");
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${label ?? text}"`;
  };
  /** Seen by a sighted user: rendered, visible, not clipped away as screen-reader-only text. */
  const shown = (el: Element) => {
    if (el.closest("[aria-hidden=true], [inert]")) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };

  // Text under 12 px (each element holding text judged once).
  const small: Element[] = [];
  const judged = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || judged.has(el) || !node.textContent?.trim()) continue;
    judged.add(el);
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(el.tagName)) continue;
    if (parseFloat(getComputedStyle(el).fontSize) < 12 && shown(el)) small.push(el);
  }
  for (const el of small) problems.push(`text under 12 px (${getComputedStyle(el).fontSize}): ${describe(el)}`);

  // Click targets fully in view whose centre belongs to another element.
  const targets = document.querySelectorAll(
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [tabindex='0']",
  );
  for (const el of targets) {
    if (!shown(el)) continue;
    const whole = el.getBoundingClientRect();
    if (whole.top < 0 || whole.left < 0 || whole.bottom > vh || whole.right > vw) continue;
    // A link that wraps is several boxes: the middle of its first one is surely the link.
    const r = el.getClientRects()[0] ?? whole;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || hit === el || el.contains(hit)) continue;
    // A visually hidden input styled through its label (a checkbox, a radio) is reached by the label.
    if (hit instanceof HTMLLabelElement && hit.control === el) continue;
    if (el instanceof HTMLInputElement && el.labels && [...el.labels].some((l) => l.contains(hit))) continue;
    problems.push(`${describe(el)} is covered by ${describe(hit)}`);
  }
  return problems;
}

/**
 * The page's main action: each form's submit button, scrolled to, must be in view and on top (not
 * under a sticky header, a banner or the footer).
 */
export function mainActionProblems(): string[] {
  const problems: string[] = [];
  const main = document.querySelector("main") ?? document.body;
  for (const form of main.querySelectorAll("form")) {
    const submit = form.querySelector<HTMLElement>("button[type=submit], button:not([type]), input[type=submit]");
    // A form in a closed dialog or disclosure (<details>) is reached by opening it first.
    if (!submit || submit.closest("[hidden], [inert], dialog:not([open]), details:not([open])")) continue;
    const style = getComputedStyle(submit);
    if (style.display === "none" || style.visibility === "hidden") continue;
    submit.scrollIntoView({ block: "center", inline: "nearest" });
    const r = submit.getBoundingClientRect();
    const name = (submit.textContent ?? "").trim().slice(0, 40) || submit.getAttribute("aria-label");
    if (r.width === 0 || r.height === 0) continue;
    if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) {
      problems.push(`submit "${name}" cannot be brought into view`);
      continue;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (hit && hit !== submit && !submit.contains(hit))
      problems.push(`submit "${name}" is covered by <${hit.tagName.toLowerCase()}>`);
  }
  window.scrollTo(0, 0);
  return problems;
}
