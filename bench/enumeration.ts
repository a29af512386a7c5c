// Answers must not reveal whether an address has an account (issue 4): the same body, and a
// similar time. Measured in-process on an embedded database, as ratios of medians (known ÷ unknown).
import path from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { DEMO, seedDemo } from "../src/db/seed.ts";
import { createApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { createLogger } from "../src/server/logger.ts";
import { createServices } from "../src/server/services.ts";

export async function measureEnumeration(rounds = 30) {
  const database = await openDatabase({ memory: true });
  await migrate(database);
  await seedDemo(database.db);
  const config = parseConfig({ LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "10000", LOCKOUT_ATTEMPTS: "100" });
  const services = createServices({ config, database, logger: createLogger("silent") });
  // An account waiting for confirmation: the one resendConfirmationToken acts on.
  const pending = "pending@example.pl";
  await services.accounts.signUp({
    company: { name: "Pending", tin: "5432319484", street: "ul. A 1", postalCode: "00-001", city: "Warszawa" },
    user: { name: "Pat", surname: "Pending", email: pending },
    password: "Pending#2026",
    passwordConfirmation: "Pending#2026",
    consents: { terms: true, privacy: true, marketing: false },
    locale: "pl",
    baseUrl: "http://localhost",
    clientKey: "bench",
  });
  const app = createApp({ services, buildDir: path.resolve("build") });
  const gql = (query: string) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  async function compare(label: string, query: (email: string) => string, known: string) {
    const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
    const bodies = new Set<string>();
    for (let i = 0; i < rounds; i++) {
      // Alternate, so drift in the machine's load hits both sides alike.
      for (const side of i % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
        const email = side === "known" ? known : `nobody-${i}@example.pl`;
        const start = performance.now();
        const res = await app.request("/api", gql(query(email)));
        const text = await res.text();
        times[side].push(performance.now() - start);
        bodies.add(
          text.replace(
            /nobody-\d+@example\.pl|[\w.]+@demo\.przewodnik\.pl|staff@przewodnik\.pl|pending@example\.pl/g,
            "<email>",
          ),
        );
      }
    }
    const ratio = median(times.known) / median(times.unknown);
    console.log(
      `${label.padEnd(44)} known ${median(times.known).toFixed(1).padStart(6)} ms  unknown ${median(times.unknown).toFixed(1).padStart(6)} ms  ratio ${ratio.toFixed(2)}  ${bodies.size === 1 ? "same answer" : "DIFFERENT ANSWERS"}`,
    );
  }

  console.log(`\nUser enumeration (${rounds} rounds each, medians, in-process):`);
  await compare(
    "signIn: wrong password vs unknown address",
    (e) => `mutation { signIn(email: "${e}", password: "Wrong#2026x") { token } }`,
    DEMO.member.email,
  );
  await compare(
    "requestChangePasswordToken",
    (e) => `mutation { requestChangePasswordToken(email: "${e}") }`,
    DEMO.staff.email,
  );
  await compare("resendConfirmationToken", (e) => `mutation { resendConfirmationToken(email: "${e}") }`, pending);
  services.mailer.close();
  await services.rateLimits.close();
  await database.close();
}
