import { BlockList, isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { Operator } from "../shared/operator.ts";
import { isValidTin, normalizeTin } from "../shared/tin.ts";

/**
 * The process environment, parsed once at boot. Nothing else reads
 * `process.env`; a lint rule enforces that. Every variable has a working default or is optional.
 */
const optionalUrl = z.url().optional();
const flag = z
  .enum(["1", "0", "true", "false", "on", "off", "yes", "no"])
  .transform((v) => ["1", "true", "on", "yes"].includes(v));

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  /** The portal's public address: the base of every link in mail, PDFs and calendar files. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
    .refine((v) => {
      if (!URL.canParse(v)) return true; // reported by z.url()
      const u = new URL(v);
      return !u.username && !u.password && !u.search && !u.hash;
    }, "must be a plain address, without credentials, query or fragment")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Przewodnik <no-reply@przewodnik.local>"),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Key of the signed download links to files in DATA_DIR/files; unset: a new one per process start. */
  FILE_URL_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  GUS_API_KEY: z.string().optional(),
  /** BIR1.1 endpoint; the production service by default (its test environment is in README). */
  GUS_API_URL: optionalUrl,
  WORKER: z.enum(["inline", "off"]).default("inline"),
  DEMO_SEED: flag.optional(),
  COFFEE_URL: z.url().default("https://buycoffee.to/przewodnik"),
  DONATION_URL: z.url().default("https://buycoffee.to/przewodnik"),
  ANALYTICS_URL: optionalUrl,
  /**
   * The reverse proxies in front of the portal: off (none), on (one), a number of hops, or a
   * comma list of their addresses or ranges. The client address is the right-most
   * X-Forwarded-For entry not added by them (client-ip.ts).
   */
  TRUST_PROXY: z.string().default("off").transform(parseTrustProxy),
  /** Multiplies every rate-limit budget (tests and load runs raise it; 1 in production). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  LOCKOUT_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  LOCKOUT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The OpenAI-compatible model's limits: a reply not finished in time fails (the user's message stays). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  /** User answers in a thread before a guide can be requested (GET /new-api/config/answer-threshold). */
  ANSWER_THRESHOLD: z.coerce.number().int().min(1).max(100).default(3),
  /** An open conversation idle this many days is ended by check-and-reset. */
  THREAD_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Pause between the words of the built-in advisor's streamed reply (0 streams at once). */
  ADVISOR_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(12),
  /** The trial that starts when staff verify a company: its length and the guides it allows. */
  TRIAL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  TRIAL_GUIDES: z.coerce.number().int().min(0).max(10_000).default(3),
  /** Seconds between attempts of a failed guide generation (two retries, then the guide is failed). */
  GUIDE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Files a company document may hold, and files a company may hold in all (uploads over them: 409 fileCountLimit). */
  DOCUMENT_FILES_PER_DOCUMENT: z.coerce.number().int().min(1).max(1000).default(10),
  DOCUMENT_FILES_PER_COMPANY: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Files a user, and a company, may upload in 10 minutes (over either: 429 tooManyResourceCalls, Retry-After). */
  DOCUMENT_UPLOADS_PER_USER: z.coerce.number().int().min(1).max(100_000).default(60),
  DOCUMENT_UPLOADS_PER_COMPANY: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /**
   * Milliseconds an upload to /media may keep the server waiting for its next bytes (and, once
   * that long was spent waiting, it must come at 1 KB/s at least): over it, 408 uploadTimedOut.
   */
  MEDIA_IDLE_TIMEOUT_MS: z.coerce.number().int().min(10).max(300_000).default(30_000),
  /** A live stream's comment line this often (proxies close a quiet connection), and its lifetime. */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(10).max(120_000).default(25_000),
  EVENTS_STREAM_LIFETIME_MS: z.coerce.number().int().min(100).max(3_600_000).default(300_000),
  /**
   * Bearer token for `GET /metrics` (at least 16 characters). Unset: /metrics is not served in
   * production (404) and open outside it.
   */
  METRICS_TOKEN: z.string().min(16, { error: "at least 16 characters" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Who runs the portal, named in the legal documents and on the contact page. The
   * defaults are a fictitious demo operator for `npm start`; a real deployment sets its own.
   */
  OPERATOR_NAME: z.string().trim().min(2).max(200).default("Przewodnik Demo sp. z o.o."),
  OPERATOR_ADDRESS: z.string().trim().min(5).max(300).default("ul. Przykładowa 1, 00-950 Warszawa"),
  OPERATOR_NIP: z
    .string()
    .transform(normalizeTin)
    .refine(isValidTin, "must be a valid NIP (10 digits with a correct check digit)")
    .default("1234563218"),
  OPERATOR_EMAIL: z.email({ error: "must be an e-mail address" }).default("kontakt@przewodnik.example"),
  /** Contact in matters of personal data; the contact address when unset. */
  OPERATOR_PRIVACY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  /** The account order payments are transferred to, printed on the pro-forma (a fictitious demo IBAN by default). */
  OPERATOR_BANK_ACCOUNT: z
    .string()
    .trim()
    .regex(/^[A-Z]{0,2}[0-9 ]{20,40}$/, "must be a bank account number (NRB or IBAN)")
    .default("PL61 1090 1014 0000 0712 1981 2874"),
});

/** How many proxy hops to skip, or the addresses of the trusted proxies. */
export type TrustProxy = number | { addresses: BlockList; list: string[] };

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (["off", "false", "no", "0"].includes(v)) return 0;
  // `on` kept its old meaning: one proxy (its address is the socket's, its entry the right-most).
  if (["on", "true", "yes"].includes(v)) return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= 10) return hops;
  }
  const list = v.split(",").map((s) => s.trim());
  const addresses = new BlockList();
  for (const entry of list) {
    const [address = "", bits, extra] = entry.split("/");
    const family = isIP(address);
    const prefix = Number(bits);
    const valid =
      family !== 0 &&
      extra === undefined &&
      (bits === undefined || (/^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128)));
    if (!valid) {
      ctx.addIssue({
        code: "custom",
        message: "must be off, on, a number of proxies (0-10) or a comma list of proxy addresses or ranges",
      });
      return z.NEVER;
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) addresses.addAddress(address, type);
    else addresses.addSubnet(address, prefix, type);
  }
  return { addresses, list };
}

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i;
/** Whether the listen address is reachable only from this machine. */
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.test(host.trim());

type Raw = z.infer<typeof configSchema>;
export type Config = Omit<Raw, "DEMO_SEED" | "PUBLIC_URL"> & {
  DEMO_SEED: boolean;
  /**
   * The portal's public address without a trailing slash: PUBLIC_URL, or http://localhost:PORT
   * where that is allowed. Links in mail, PDFs and `.ics` files are built from this only, never
   * from a request's Host header.
   */
  PUBLIC_URL: string;
  /** PUBLIC_URL was not set (the boot fills in the real port when PORT=0). */
  publicUrlIsDefault: boolean;
  /** Absolute data directory. */
  dataDir: string;
  /** Served over https: HSTS and Secure cookies. */
  secure: boolean;
  isProduction: boolean;
  /** The OPERATOR_* settings as the legal documents and the contact page use them. */
  operator: Operator;
};

export class ConfigError extends Error {}

/** The operator's details a real deployment must give (OPERATOR_PRIVACY_EMAIL falls back to OPERATOR_EMAIL). */
const OPERATOR_SETTINGS = ["OPERATOR_NAME", "OPERATOR_ADDRESS", "OPERATOR_NIP", "OPERATOR_EMAIL"] as const;

/** Variables whose values are secrets: named in a boot error, never printed. */
const SECRETS = new Set([
  "METRICS_TOKEN",
  "LLM_API_KEY",
  "S3_ACCESS_KEY",
  "S3_SECRET_KEY",
  "GUS_API_KEY",
  "FILE_URL_SECRET",
]);

/** Parses an environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "unset": `FOO= npm start` must not fail validation.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    // A secret's value is never printed (the boot line lands in logs).
    const value = SECRETS.has(name) ? undefined : cleaned[name];
    throw new ConfigError(
      `Invalid environment variable ${name}${value === undefined ? "" : `=${JSON.stringify(value)}`}: ${issue.message}`,
    );
  }
  const raw = result.data;
  for (const [a, b] of [
    ["LLM_BASE_URL", "LLM_MODEL"],
    ["S3_ENDPOINT", "S3_BUCKET"],
  ] as const) {
    if (Boolean(raw[a]) !== Boolean(raw[b])) {
      throw new ConfigError(`Invalid environment variable ${raw[a] ? b : a}: required together with ${raw[a] ? a : b}`);
    }
  }
  if (!raw.PUBLIC_URL && raw.NODE_ENV === "production" && !isLoopbackHost(raw.HOST)) {
    throw new ConfigError(
      `Missing environment variable PUBLIC_URL: required in production when HOST=${JSON.stringify(raw.HOST)} is not a loopback address (the address links in mail point to, e.g. https://przewodnik.example.pl)`,
    );
  }
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  // A production site served over https is a real one: its legal texts name its real operator,
  // never the demo one the defaults describe.
  if (raw.NODE_ENV === "production" && publicUrl.startsWith("https://")) {
    const missing = OPERATOR_SETTINGS.find((name) => cleaned[name] === undefined);
    if (missing)
      throw new ConfigError(
        `Missing environment variable ${missing}: required in production with an https PUBLIC_URL (the operator named in the terms, the privacy policy and the contact page)`,
      );
  }
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    publicUrlIsDefault: !raw.PUBLIC_URL,
    // Demo data is on by default with the embedded database, off with a real server.
    DEMO_SEED: raw.DEMO_SEED ?? !raw.DATABASE_URL,
    dataDir: path.resolve(raw.DATA_DIR),
    secure: publicUrl.startsWith("https://"),
    isProduction: raw.NODE_ENV === "production",
    operator: {
      name: raw.OPERATOR_NAME,
      address: raw.OPERATOR_ADDRESS,
      nip: raw.OPERATOR_NIP,
      email: raw.OPERATOR_EMAIL,
      privacyEmail: raw.OPERATOR_PRIVACY_EMAIL ?? raw.OPERATOR_EMAIL,
    },
  };
}
