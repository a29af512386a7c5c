import { FILE_NAME_MAX } from "../../shared/contracts/documents.ts";

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional overrides and isolates: a name could show "gpj.exe" as "exe.jpg". */
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g;

/**
 * The user's name of a file, kept as metadata only (the stored key is generated): its last path
 * part (no `../`, no directories of either slash), without control or bidirectional characters,
 * trimmed of dots and spaces at the ends, cut to FILE_NAME_MAX characters (the extension kept
 * where it fits). An empty result becomes `file`.
 */
export function sanitizeFileName(raw: string | undefined | null, max = FILE_NAME_MAX): string {
  const base = (raw ?? "").toWellFormed().split(/[/\\]/).pop() ?? "";
  const clean = base
    .normalize("NFC")
    .replace(CONTROL, "")
    .replace(BIDI, "")
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, "");
  if (!clean) return "file";
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 ? [...clean.slice(dot)] : [];
  if (extension.length > 0 && extension.length <= 10) {
    return chars.slice(0, max - extension.length).join("") + extension.join("");
  }
  return chars.slice(0, max).join("");
}
