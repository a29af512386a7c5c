// Guide rendering: Typst in a worker thread (the production path) against a warm Chromium
// printing the same guide as HTML, with the web process's event-loop stalls and memory while
// guides render. Fresh content every time, so no cache of a previous render can help.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { composeGuide } from "../src/domain/guides/compose-guide.ts";
import { createPdfRenderer } from "../src/infra/pdf/pdf-renderer.ts";
import type { GuideContent } from "../src/shared/guide-content.ts";

const RUNS = Number(process.env.BENCH_GUIDE_RUNS ?? 30);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

/** A different guide each time: other figures, other names, other questions. */
function freshGuide(i: number): GuideContent {
  return composeGuide({
    lang: i % 2 ? "en" : "pl",
    title: `Przewodnik biznesowy: pracownia nr ${i}`,
    profile: {
      stage: "starting",
      activity: `Usługi programistyczne i szkolenia, wariant ${i}`,
      customers: i % 3 ? "b2b" : "both",
      monthlyRevenue: 6000 + i * 731,
      monthlyCosts: 800 + i * 97,
      founders: 1,
      employees: i % 4,
      businessInLast60Months: false,
      formerEmployerClient: false,
      vatStatus: i % 2 ? "active" : "exempt",
      fundingNeeds: i % 2 === 0,
    },
    messages: Array.from({ length: 6 }, (_, k) => [
      { role: "user" as const, content: `Pytanie ${k} do przewodnika ${i}: jak rozliczyć ZUS i VAT?`, sources: [] },
      {
        role: "assistant" as const,
        content: `Odpowiedź ${k}. Składki płacisz do 20. dnia miesiąca.\n\n**Ważne:** KSeF od 1 kwietnia 2026 r.`,
        sources: [{ title: "ZUS", url: `https://www.zus.pl/${k}` }],
      },
    ]).flat(),
    userName: `Zażółć Gęślą ${i}`,
    companyName: `Jaźń ${i} sp. z o.o.`,
    now: new Date(Date.UTC(2026, 10, 1 + (i % 28), 12)),
  });
}

// The same DejaVu files Typst embeds, as web fonts, so both renderers set and embed the same faces.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
const fontFaces = [
  ["DejaVuSans.ttf", "normal", "normal"],
  ["DejaVuSans-Bold.ttf", "bold", "normal"],
  ["DejaVuSans-Oblique.ttf", "normal", "italic"],
  ["DejaVuSans-BoldOblique.ttf", "bold", "italic"],
]
  .map(
    ([file, weight, style]) =>
      `@font-face { font-family: "Guide Sans"; src: url("${pathToFileURL(path.join(fontDir, file!)).href}"); font-weight: ${weight}; font-style: ${style}; }`,
  )
  .join("\n");

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The same content as an HTML document with print CSS (the peer Chromium prints). */
function guideHtml(c: GuideContent): string {
  const L = c.labels;
  const list = (xs: string[]) => `<ul>${xs.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>`;
  const table = (head: string[], rows: string[][]) =>
    `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>${rows
      .map((r) => `<tr>${r.map((x) => `<td>${esc(x)}</td>`).join("")}</tr>`)
      .join("")}</tbody></table>`;
  const top = Math.max(1, ...(c.taxes.rows ?? []).map((r) => r.netValue));
  return `<!doctype html><html lang="${c.lang}"><head><meta charset="utf-8"><title>${esc(c.title)}</title><style>
  ${fontFaces}
  @page { size: A4; margin: 2.2cm 2cm 2.4cm; } body { font-family: "Guide Sans", sans-serif; font-size: 10pt; }
  h1 { font-size: 24pt } h2 { color: #1e3a8a; font-size: 15pt } table { width: 100%; border-collapse: collapse; font-size: 9pt }
  th, td { border: 0.5pt solid #cbd5e1; padding: 4px } .bar { height: 13px; background: #93c5fd; display: inline-block }
  .cover { page-break-after: always }</style></head><body>
  <section class="cover"><p>${esc(c.product)}</p><h1>${esc(c.title)}</h1><p>${esc(L.preparedFor)}<br>${esc(c.preparedFor)}<br>${esc(c.company ?? "")}</p><p>${esc(c.date)}</p><p>${esc(c.disclaimer)}</p></section>
  <h2>1. ${esc(L.situation)}</h2>${c.situation.summary.map((p) => `<p>${esc(p)}</p>`).join("")}${list(c.situation.facts)}
  <h2>2. ${esc(L.legalForm)}</h2><p><b>${esc(c.legalForm.recommended)}</b></p>${list(c.legalForm.reasons)}${list(c.legalForm.alternatives)}
  <h2>3. ${esc(L.taxes)}</h2><p>${esc(c.taxes.intro)}</p>${
    c.taxes.rows
      ? table(
          [L.form, L.social, L.health, L.tax, L.net],
          c.taxes.rows.map((r) => [r.form, r.social, r.health, r.tax, r.net]),
        ) +
        c.taxes.rows
          .map(
            (r) =>
              `<div>${esc(r.form)} <span class="bar" style="width:${(Math.max(0, r.netValue) / top) * 60}%"></span> ${esc(r.net)}</div>`,
          )
          .join("")
      : ""
  }${list(c.taxes.notes)}
  <h2>4. ${esc(L.zus)}</h2><p>${esc(c.zus.intro)}</p>${
    c.zus.stages
      ? table(
          [L.stage, L.period, L.months, L.social, L.health, L.total],
          c.zus.stages.map((r) => [r.stage, r.period, r.monthsLabel, r.social, r.health, r.total]),
        )
      : ""
  }${list(c.zus.notes)}
  <h2>5. ${esc(L.vat)}</h2>${c.vat.map((v) => `<h3>${esc(v.heading)}</h3>${v.paragraphs.map((p) => `<p>${esc(p)}</p>`).join("")}`).join("")}
  <h2>6. ${esc(L.checklist)}</h2><ul>${c.checklist.map((x) => `<li>☐ ${esc(x.text)} ${x.link ? `<a href="${esc(x.link.url)}">${esc(x.link.label)}</a>` : ""}</li>`).join("")}</ul>
  <h2>7. ${esc(L.deadlines)}</h2>${table(
    [L.when, L.what],
    c.deadlines.map((d) => [d.when, `${d.title} — ${d.detail}`]),
  )}
  <h2>8. ${esc(L.funding)}</h2>${c.funding.map((f) => `<h3>${esc(f.title)}</h3><p>${esc(f.text)}</p>`).join("")}
  <h2>9. ${esc(L.questions)}</h2>${c.questions.map((q) => `<h3>${esc(q.question)}</h3>${q.answer.map((b) => `<p>${esc("content" in b ? b.content.map((r) => r.text).join("") : b.items.map((i) => i.map((r) => r.text).join("")).join(" · "))}</p>`).join("")}`).join("")}
  <h2>10. ${esc(L.sources)}</h2><ol>${c.sources.map((s) => `<li><a href="${esc(s.url)}">${esc(s.label)}</a></li>`).join("")}</ol>
  <h2>11. ${esc(L.disclaimer)}</h2><p>${esc(c.disclaimer)}</p></body></html>`;
}

/** The longest gap of a 1 ms timer over `ms` of the given work (the event loop's worst stall). */
async function stallDuring(work: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 1);
    last = now;
  }, 1);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  histogram.enable();
  try {
    await work();
  } finally {
    clearInterval(timer);
    clearInterval(sampler);
    histogram.disable();
  }
  return { worstGapMs: worst, p99DelayMs: histogram.percentile(99) / 1e6, peakRss: peak };
}

export async function measureGuides() {
  console.log(`\nGuides: ${RUNS} renders with fresh content each\n`);
  const contents = Array.from({ length: RUNS + 3 }, (_, i) => freshGuide(i));
  const renderer = createPdfRenderer();
  try {
    for (const c of contents.slice(0, 3)) await renderer.render("guide.typ", c); // warm: fonts, JIT, the thread
    const idle = await stallDuring(() => new Promise((r) => setTimeout(r, 500)));
    const rssBefore = process.memoryUsage().rss;
    const times: number[] = [];
    const pdfs: Buffer[] = [];
    const busy = await stallDuring(async () => {
      for (const c of contents.slice(3)) {
        const t0 = performance.now();
        const pdf = await renderer.render("guide.typ", c);
        times.push(performance.now() - t0);
        pdfs.push(pdf);
      }
    });
    const typstMedian = quantile(times, 0.5);
    console.log(
      `Typst (worker thread)   median ${typstMedian.toFixed(1)} ms  p95 ${quantile(times, 0.95).toFixed(1)} ms  (goal median ≤ 150 ms)`,
    );
    const sizes = pdfs.map((p) => p.byteLength);
    console.log(`  PDF size median ${(quantile(sizes, 0.5) / 1024).toFixed(0)} KB (fonts subset and embedded)`);
    console.log(
      `event loop while rendering: longest stall ${busy.worstGapMs.toFixed(1)} ms, p99 delay ${busy.p99DelayMs.toFixed(1)} ms (goal ≤ 20 ms); idle baseline ${idle.worstGapMs.toFixed(1)} ms`,
    );
    console.log(
      `memory: peak RSS ${(busy.peakRss / 2 ** 20).toFixed(0)} MB while rendering (${((busy.peakRss - rssBefore) / 2 ** 20).toFixed(0)} MB above the process before)`,
    );

    const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    if (!fs.existsSync(executablePath)) {
      console.log(`Chromium peer skipped: no browser at ${executablePath} (apt-get install chromium)`);
      return;
    }
    const browser = await chromium.launch({ executablePath, args: process.getuid?.() === 0 ? ["--no-sandbox"] : [] });
    try {
      const page = await browser.newPage();
      const chrome: number[] = [];
      const chromeSizes: number[] = [];
      const runs = Math.min(RUNS, 15);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-bench-guide-"));
      try {
        for (let i = 0; i < runs + 3; i++) {
          const file = path.join(dir, `guide-${i}.html`);
          const t0 = performance.now();
          fs.writeFileSync(file, guideHtml(contents[i]!));
          await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
          const pdf = await page.pdf({ format: "A4", printBackground: true, tagged: true, outline: true });
          if (i >= 3) {
            chrome.push(performance.now() - t0);
            chromeSizes.push(pdf.byteLength);
          }
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      console.log(`  Chromium PDF size median ${(quantile(chromeSizes, 0.5) / 1024).toFixed(0)} KB`);
      const chromeMedian = quantile(chrome, 0.5);
      console.log(
        `Chromium (warm, same content as HTML) median ${chromeMedian.toFixed(1)} ms  p95 ${quantile(chrome, 0.95).toFixed(1)} ms`,
      );
      console.log(
        `ratio Chromium / Typst (median)  ${(chromeMedian / typstMedian).toFixed(2)}  (goal ≥ 3: Typst at least 3 × faster)`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await renderer.close();
  }
}

if (import.meta.main) await measureGuides();
