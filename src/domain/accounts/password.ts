import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's recommended minimum (m=19 MiB, t=2, p=1). Algorithm 2 is argon2id;
 * the enum is const in the package's types, which our erasable-only TypeScript cannot import.
 */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
