/**
 * `Content-Disposition` with the user's file name (RFC 6266): `filename*` carries it in UTF-8,
 * percent-encoded (RFC 8187); `filename` an ASCII fallback for old clients, with quotes,
 * backslashes and anything outside printable ASCII replaced. `attachment` saves the file;
 * `inline` (staff's preview) shows it in the browser under the same name.
 */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_").trim() || "file";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const attachmentDisposition = (name: string) => contentDisposition("attachment", name);
