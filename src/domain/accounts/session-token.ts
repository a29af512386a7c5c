import { createHash, randomBytes } from "node:crypto";

/** 256 bits from the OS CSPRNG, URL-safe. */
export const newSessionToken = (): string => randomBytes(32).toString("base64url");

/** Sessions are stored by hash, so a database leak yields no usable token. */
export const hashSessionToken = (token: string): string => createHash("sha256").update(token).digest("hex");
