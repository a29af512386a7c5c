import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Reads a PDF with poppler-utils (installed by .ci/run): its text, outline, links and metadata. */
function withFile<T>(pdf: Uint8Array, read: (file: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pz-pdf-"));
  const file = path.join(dir, "guide.pdf");
  fs.writeFileSync(file, pdf);
  try {
    return read(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The text with every kind of space made a plain one, so "15 000 zł" matches however it was set. */
export const pdfText = (pdf: Uint8Array) =>
  withFile(pdf, (f) => execFileSync("pdftotext", ["-enc", "UTF-8", f, "-"], { encoding: "utf8" })).replace(
    /[\u00a0\u202f\u2009]/g,
    " ",
  );

export function pdfStructure(pdf: Uint8Array) {
  const xml = withFile(pdf, (f) => execFileSync("pdftohtml", ["-xml", "-stdout", "-i", "-q", f], { encoding: "utf8" }));
  const outline = [...xml.matchAll(/<item page="\d+">([^<]*)<\/item>/g)].map((m) => m[1]!);
  const links = [...new Set([...xml.matchAll(/<a href="(https?:[^"]+)"/g)].map((m) => m[1]!))];
  return { outline, links };
}

export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const out = withFile(pdf, (f) =>
    execFileSync("pdfinfo", [f], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
  );
  return Object.fromEntries(
    out
      .split("\n")
      .map((line) => line.match(/^([^:]+):\s*(.*)$/))
      .filter((m): m is RegExpMatchArray => Boolean(m))
      .map((m) => [m[1]!.trim(), m[2]!.trim()]),
  );
}

/** The fonts of a PDF (pdffonts): name and whether it is embedded. */
export function pdfFonts(pdf: Uint8Array): { name: string; embedded: boolean }[] {
  const out = withFile(pdf, (f) => execFileSync("pdffonts", [f], { encoding: "utf8" }));
  return out
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cols = line.trim().split(/\s+/);
      // name type [encoding…] emb sub uni object ID: the three yes/no columns precede the object number.
      const emb = cols[cols.length - 5];
      return { name: cols[0]!, embedded: emb === "yes" };
    });
}
