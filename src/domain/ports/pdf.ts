/**
 * Compiles a PDF from a fixed template and data, off the event loop (src/infra/pdf). Text from
 * documents or users is data, never markup.
 */
export interface PdfRenderer {
  /** `template` names a file of src/infra/pdf/templates, e.g. `guide.typ`. */
  render(template: string, data: unknown): Promise<Buffer>;
  close(): Promise<void>;
}

export class PdfRenderError extends Error {}
