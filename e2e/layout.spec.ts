import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { pages } from "../src/shared/route-table.ts";
import { expect, test } from "./fixtures.ts";
import { freshMember } from "./member-support.ts";
import { companyConfirmedByStaff, consentGiven, freshAccount, signInAs, useLocale } from "./support.ts";
import { layoutProblems, mainActionProblems } from "./layout-checks.ts";

/**
 * Every page of the route table, as a guest, a member, a company admin and staff, in Polish at
 * 320, 390, 768 and 1280 px and in English at 320 and 1280 px: no horizontal overflow, no text
 * under 12 px, no element covering another's click target, the page's main action reachable and
 * on top, and axe with no serious or critical violation (every page on a phone in Polish; in
 * English the home page on a desktop, for the language's own attributes: the markup is the same;
 * a public page as the guest sees it, and the signed-in header on the home page). The English
 * pass once ran every size and axe too: half of the e2e suite's time, for no problem found there
 * that Polish, whose words run longer, did not show first.
 * Screenshots at 320 px in Polish and 1280 px in English land in layout-screenshots/ (the CI artefact folder).
 */
test.describe.configure({ timeout: 300_000 });

const SIZES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
const SHOTS = path.resolve("layout-screenshots");
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";

/** The first path of every page, its parameters filled (an unknown id shows that page's 404). */
const PAGES = pages
  .filter((p) => p.access !== "dev")
  .map((p) => ({
    url: p.paths[0]!.replace(":token", "x".repeat(43))
      .replace(":companyId", NO_SUCH_ID)
      .replace(":requestId", NO_SUCH_ID)
      .replace(":complaintId", NO_SUCH_ID)
      .replace(":id", NO_SUCH_ID),
    isPublic: p.access === "public",
  }));
const PATHS = PAGES.map((p) => p.url);
const PUBLIC = new Set(PAGES.filter((p) => p.isPublic).map((p) => p.url));
/**
 * axe reads a public page's content as the guest sees it; a signed-in role adds only its header,
 * which axe reads on the home page. (axe is most of this file's time: about 1,6 s a page.)
 */
const axeFor = (role: Role, lang: "pl" | "en", url: string) =>
  lang === "en" ? url === "/" : role === "guest" || !PUBLIC.has(url) || url === "/";
/** The widths a language is judged at: English at the narrowest and the widest. */
const sizesFor = (lang: "pl" | "en") => (lang === "pl" ? SIZES : [SIZES[0]!, SIZES[3]!]);

type Role = "guest" | "member" | "admin" | "staff";

async function signedInAs(page: Page, role: Role) {
  if (role === "member") await freshMember(page, "Marta", "Układowa");
  else if (role === "admin") {
    const admin = await freshAccount(page, "Adam", "Układowy");
    await signInAs(page, admin.email, admin.password);
    await companyConfirmedByStaff(page, admin);
  } else if (role === "staff") await signInAs(page, "staff@przewodnik.pl");
}

const axeProblems = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      // Only violations are read: axe skips collecting the (many) passing nodes.
      .options({ resultTypes: ["violations"] })
      .analyze()
  ).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `axe ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

/** Each role and language in two halves of the route table: shorter tests share two workers better. */
const HALVES = [PATHS.slice(0, Math.ceil(PATHS.length / 2)), PATHS.slice(Math.ceil(PATHS.length / 2))];

// In English as a guest and a member: the admin's and staff's pages are the same components, read
// in Polish at every width (CI's 30 minutes, 2026-11-27: the whole suite ran 29 min 55 s).
const LANGS_OF: Record<Role, readonly ("pl" | "en")[]> = {
  guest: ["pl", "en"],
  member: ["pl", "en"],
  admin: ["pl"],
  staff: ["pl"],
};

for (const role of ["guest", "member", "admin", "staff"] as const)
  for (const lang of LANGS_OF[role])
    for (const [half, paths] of HALVES.entries())
      test(`pages ${half + 1}/2 as ${role} in ${lang} at ${sizesFor(lang)
        .map((s) => s.width)
        .join(", ")} px`, async ({ page, context, baseURL }) => {
        await consentGiven(context, baseURL!);
        await signedInAs(page, role);
        await useLocale(context, baseURL!, lang);
        fs.mkdirSync(SHOTS, { recursive: true });
        const problems: string[] = [];
        // A page reached twice (a guest sent to sign-in from every protected page, a member's 403
        // on each staff page) is the same page: it is judged once.
        const judged = new Set<string>();
        for (const url of paths) {
          await page.setViewportSize(SIZES[0]!);
          const res = await page.goto(url);
          const status = res?.status() ?? 0;
          expect(status, `${url} as ${role}`).toBeLessThan(500);
          const same = status === 403 || status === 404 ? `status ${status}` : new URL(page.url()).pathname;
          if (judged.has(same)) continue;
          judged.add(same);
          await page.waitForLoadState("load");
          const slug = `${role}-${lang}-${url.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}`;
          for (const size of sizesFor(lang)) {
            await page.setViewportSize(size);
            await page.evaluate(() => window.scrollTo(0, 0));
            const where = `${url} (${role}, ${lang}, ${size.width} px)`;
            problems.push(...(await page.evaluate(layoutProblems)).map((p) => `${where}: ${p}`));
            // The narrowest (in Polish) and the widest (in English) are kept as pictures (the CI artefact folder).
            if (size.width === (lang === "pl" ? 320 : 1280))
              await page.screenshot({
                path: path.join(SHOTS, `${slug}-${size.width}.jpeg`),
                type: "jpeg",
                quality: 40,
              });
            problems.push(...(await page.evaluate(mainActionProblems)).map((p) => `${where}: ${p}`));
            if (size.width === (lang === "pl" ? 320 : 1280) && axeFor(role, lang, url))
              problems.push(...(await axeProblems(page)).map((p) => `${where}: ${p}`));
          }
        }
        expect(problems).toEqual([]);
      });
