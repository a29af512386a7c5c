import { describe, expect, it } from "vitest";
import { createUrlSigner } from "./url-signer.ts";

describe("signed download links of the directory store", () => {
  let now = Date.parse("2026-11-26T10:00:00Z");
  const signer = createUrlSigner({
    secret: "a".repeat(32),
    baseUrl: () => "https://przewodnik.example.pl",
    now: () => now,
  });
  const link = () =>
    new URL(
      signer.sign("documents/abc.pdf", {
        expiresInSeconds: 300,
        fileName: "umowa.pdf",
        contentType: "application/pdf",
      }),
    );

  it("grants the file, its name and type until it expires", () => {
    const url = link();
    expect(url.origin).toBe("https://przewodnik.example.pl");
    expect(url.pathname).toBe("/files/documents/abc.pdf");
    expect(signer.verify(url)).toEqual({
      ok: true,
      key: "documents/abc.pdf",
      fileName: "umowa.pdf",
      contentType: "application/pdf",
    });
    now += 299_000;
    expect(signer.verify(url).ok).toBe(true);
    now += 1_000;
    expect(signer.verify(url)).toEqual({ ok: false, reason: "expired" });
  });

  it.each([
    ["another file", (u: URL) => (u.pathname = "/files/documents/other.pdf")],
    ["a later expiry", (u: URL) => u.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 3600))],
    ["another name", (u: URL) => u.searchParams.set("name", "faktura.pdf")],
    ["another type", (u: URL) => u.searchParams.set("type", "text/html")],
    ["no signature", (u: URL) => u.searchParams.delete("signature")],
    ["a path outside the store", (u: URL) => (u.pathname = "/files/../secret")],
  ])("refuses a link changed to %s", (_what, change) => {
    const url = link();
    change(url);
    expect(signer.verify(url)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a link signed with another key", () => {
    const other = createUrlSigner({
      secret: "b".repeat(32),
      baseUrl: () => "https://przewodnik.example.pl",
      now: () => now,
    });
    expect(other.verify(link())).toEqual({ ok: false, reason: "invalid" });
  });
});
