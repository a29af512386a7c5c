/**
 * `Content-Disposition: attachment` with the user's file name (RFC 6266): `filename*` carries
 * it in UTF-8, percent-encoded (RFC 8187); `filename` an ASCII fallback for old clients, with
 * quotes, backslashes and anything outside printable ASCII replaced.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_").trim() || "file";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
