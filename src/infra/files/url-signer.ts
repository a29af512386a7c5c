import { createHmac, timingSafeEqual } from "node:crypto";
import type { SignedUrlOptions } from "../../domain/ports/files.ts";
import { checkKey } from "./storage-space.ts";

/** Where the server serves signed links to files of the directory store. */
export const SIGNED_FILES_PATH = "/files/";

export type SignedLink =
  { ok: true; key: string; fileName?: string; contentType?: string } | { ok: false; reason: "invalid" | "expired" };

export interface UrlSigner {
  sign(key: string, options: SignedUrlOptions): string;
  /** What a link grants, once its signature and expiry are checked. */
  verify(url: URL): SignedLink;
}

/**
 * Time-limited download links signed with HMAC-SHA256: the key, the expiry (Unix seconds), the
 * file name and the content type are signed, so none can be changed without breaking the link.
 */
export function createUrlSigner(options: {
  secret: string | Buffer;
  /** The portal's public address (read when a link is made: the boot may fill in the port). */
  baseUrl: () => string;
  now?: () => number;
}): UrlSigner {
  const now = options.now ?? Date.now;
  const mac = (fields: string[]) => createHmac("sha256", options.secret).update(fields.join("\n")).digest();
  return {
    sign(key, { expiresInSeconds, fileName, contentType }) {
      const expires = String(Math.floor(now() / 1000) + Math.max(1, Math.floor(expiresInSeconds)));
      const url = new URL(`${SIGNED_FILES_PATH}${checkKey(key)}`, options.baseUrl());
      url.searchParams.set("expires", expires);
      if (fileName) url.searchParams.set("name", fileName);
      if (contentType) url.searchParams.set("type", contentType);
      url.searchParams.set("signature", mac([key, expires, fileName ?? "", contentType ?? ""]).toString("base64url"));
      return url.toString();
    },
    verify(url) {
      const invalid = { ok: false, reason: "invalid" } as const;
      if (!url.pathname.startsWith(SIGNED_FILES_PATH)) return invalid;
      const key = decodeURIComponent(url.pathname.slice(SIGNED_FILES_PATH.length));
      const q = url.searchParams;
      const expires = q.get("expires") ?? "";
      const fileName = q.get("name") ?? undefined;
      const contentType = q.get("type") ?? undefined;
      const given = Buffer.from(q.get("signature") ?? "", "base64url");
      const expected = mac([key, expires, fileName ?? "", contentType ?? ""]);
      if (!/^\d+$/.test(expires) || given.length !== expected.length || !timingSafeEqual(given, expected))
        return invalid;
      try {
        checkKey(key);
      } catch {
        return invalid;
      }
      if (Number(expires) * 1000 <= now()) return { ok: false, reason: "expired" };
      return { ok: true, key, fileName, contentType };
    },
  };
}
