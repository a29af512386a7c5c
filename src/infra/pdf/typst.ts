import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import { PdfRenderError } from "../../domain/ports/pdf.ts";

const require = createRequire(import.meta.url);

/** DejaVu from the npm package: Polish diacritics everywhere, no system fonts needed. */
function fontBlobs(): Buffer[] {
  const dir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
  return [
    "DejaVuSans.ttf",
    "DejaVuSans-Bold.ttf",
    "DejaVuSans-Oblique.ttf",
    "DejaVuSans-BoldOblique.ttf",
    "DejaVuSansMono.ttf",
  ].map((f) => fs.readFileSync(path.join(dir, f)));
}

let compiler: NodeCompiler | undefined;
const getCompiler = () => (compiler ??= NodeCompiler.create({ fontArgs: [{ fontBlobs: fontBlobs() }] }));

/**
 * Compiles a fixed Typst template with data passed as JSON through `sys.inputs.data`: text from
 * documents or users is data, never markup, so `#import` in a name is printed.
 * Synchronous; callers on a request path run it in a worker thread.
 */
export function renderPdf(template: string, data: unknown): Buffer {
  const c = getCompiler();
  const result = c.compile({ mainFileContent: template, inputs: { data: JSON.stringify(data) } });
  const error = result.takeError();
  if (error || !result.result) {
    const diagnostics = error ? c.fetchDiagnostics(error) : [];
    throw new PdfRenderError(`Typst compile failed: ${JSON.stringify(diagnostics).slice(0, 2000)}`);
  }
  return c.pdf(result.result);
}

export const templatePath = (name: string) => new URL(`./templates/${name}`, import.meta.url);
export const readTemplate = (name: string) => fs.readFileSync(templatePath(name), "utf8");
