/**
 * An allow-list HTML sanitiser for text shown as HTML (the shared popup). It parses with the
 * browser's own parser into an inert document, keeps only harmless elements and attributes,
 * and only http(s), mailto, tel and relative links. Everything else is dropped or unwrapped.
 */
const ALLOWED_TAGS = new Set([
  "P",
  "BR",
  "STRONG",
  "B",
  "EM",
  "I",
  "U",
  "A",
  "UL",
  "OL",
  "LI",
  "H2",
  "H3",
  "H4",
  "BLOCKQUOTE",
  "CODE",
  "PRE",
  "SPAN",
  "DIV",
  "TABLE",
  "THEAD",
  "TBODY",
  "TR",
  "TH",
  "TD",
  "HR",
]);
const DROP_WITH_CONTENT = new Set([
  "SCRIPT",
  "STYLE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "TEMPLATE",
  "NOSCRIPT",
  "SVG",
  "MATH",
  "TITLE",
  "TEXTAREA",
  "SELECT",
  "FORM",
  "INPUT",
  "BUTTON",
  "LINK",
  "META",
  "BASE",
  "FRAME",
  "FRAMESET",
]);
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

export function sanitizeHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const doc = parser.parseFromString(`<body>${html}</body>`, "text/html");
  clean(doc.body, doc);
  return doc.body.innerHTML;
}

function clean(node: Element, doc: Document) {
  for (const child of [...node.children]) {
    if (DROP_WITH_CONTENT.has(child.tagName)) {
      child.remove();
      continue;
    }
    clean(child, doc);
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(...child.childNodes);
      continue;
    }
    for (const attr of [...child.attributes]) {
      const name = attr.name.toLowerCase();
      const keep =
        (child.tagName === "A" && name === "href" && SAFE_URL.test(attr.value.trim())) ||
        ((child.tagName === "TD" || child.tagName === "TH") && (name === "colspan" || name === "rowspan"));
      if (!keep) child.removeAttribute(attr.name);
    }
    if (child.tagName === "A" && child.hasAttribute("href") && /^https?:/i.test(child.getAttribute("href")!)) {
      child.setAttribute("target", "_blank");
      child.setAttribute("rel", "noopener noreferrer");
    }
  }
  // Comments can hide conditional markup; drop them.
  for (const c of [...node.childNodes]) if (c.nodeType === 8) c.remove();
  void doc;
}
