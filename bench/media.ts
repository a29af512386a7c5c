// Uploads through /media in process: five concurrent 20 MB uploads (streamed multipart, sniffed,
// hashed, written to DATA_DIR/files), against writing the same bytes to the same disk in the same
// run. Figures: the process's RSS growth while they run (goal ≤ 25 MB in all) and the upload
// throughput as a ratio to the plain disk write (goal ≥ 0.5). One round of each is at the mercy
// of whatever else the machine does, so ROUNDS rounds alternate the two (which goes first
// alternating too) and the median is shown. The baseline is the same request body, made by the
// same code in the same process, piped straight into a new file: so the ratio prices what /media
// adds (parsing, sniffing, hashing, the store, the database), not the bench's making of the body.
// One unmeasured round of both first warms the JIT, the store's directory and file-type's import.
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { users } from "../src/db/schema/index.ts";
import { DEMO, seedDemo } from "../src/db/seed.ts";
import { createSession } from "../src/domain/accounts/session.service.ts";
import { createApp } from "../src/server/app.ts";
import { parseConfig } from "../src/server/config.ts";
import { createLogger } from "../src/server/logger.ts";
import { createServices } from "../src/server/services.ts";

const UPLOADS = 5;
const ROUNDS = 5;
const SIZE = 20 * 1024 * 1024;
const CHUNK = 64 * 1024;
const BOUNDARY = "----pz-bench-boundary";

/** The file's bytes as they would arrive: a PDF header, then 64 KB chunks (one buffer reused). */
function* fileChunks() {
  const chunk = Buffer.alloc(CHUNK, 0x20);
  const head = Buffer.from(chunk);
  head.write("%PDF-1.7\n");
  for (let sent = 0; sent < SIZE; sent += CHUNK) yield sent === 0 ? head : chunk;
}

function multipartBody(): ReadableStream<Uint8Array> {
  const open = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  function* parts() {
    yield Buffer.from(open);
    yield* fileChunks();
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>;
}

/** Samples RSS every 20 ms while `work` runs; the peak growth over `before` (the level before it). */
async function peakRssGrowth<T>(
  work: () => Promise<T>,
  before = process.memoryUsage().rss,
): Promise<{ result: T; growth: number; ms: number }> {
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before, ms: performance.now() - started };
  } finally {
    clearInterval(timer);
  }
}

export async function measureMedia() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "pz-bench-media-"));
  const database = await openDatabase({ memory: true });
  try {
    await migrate(database);
    await seedDemo(database.db);
    const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, RATE_LIMIT_SCALE: "100" });
    const services = createServices({ config, database, logger: createLogger("silent") });
    const app = createApp({ services, buildDir: path.resolve(import.meta.dirname, "..", "build") });
    const [admin] = await database.db.select().from(users).where(eq(users.email, DEMO.admin.email));
    const actor = { authorization: `Bearer ${(await createSession(database.db, admin!.id)).token}` };
    const documents: string[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const res = await app.request("/new-api/company/documents", {
        method: "POST",
        headers: { ...actor, "content-type": "application/json" },
        body: JSON.stringify({ type: "other" }),
      });
      documents.push(((await res.json()) as { id: string }).id);
    }
    const upload = async (documentId: string) => {
      const res = await app.request(`http://localhost/media/documents/${documentId}/files`, {
        method: "POST",
        headers: { ...actor, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipartBody(),
        duplex: "half",
      } as RequestInit);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    };
    // Five new files per round, as the uploads make: a truncated file is not the same work.
    let written = 0;
    const diskWrite = () =>
      Promise.all(
        Array.from({ length: UPLOADS }, () =>
          pipeline(
            Readable.fromWeb(multipartBody() as WebReadableStream<Uint8Array>),
            createWriteStream(path.join(dataDir, `baseline-${written++}.bin`)),
          ),
        ),
      );
    const uploadAll = () => Promise.all(documents.slice(0, UPLOADS).map(upload));
    await diskWrite();
    await uploadAll();

    const idle = process.memoryUsage().rss;
    const rounds: { disk: number; media: number; growth: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const measureDisk = () => peakRssGrowth(diskWrite);
      const measureMedia = () => peakRssGrowth(uploadAll, idle);
      const [disk, media] =
        round % 2 === 0
          ? [await measureDisk(), await measureMedia()]
          : await measureMedia().then(async (m) => [await measureDisk(), m] as const);
      rounds.push({ disk: disk.ms, media: media.ms, growth: media.growth });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const ratios = rounds.map((r) => r.disk / r.media);
    const disk = { ms: median(rounds.map((r) => r.disk)) };
    const media = { ms: median(rounds.map((r) => r.media)), growth: Math.max(...rounds.map((r) => r.growth)) };
    const mb = (UPLOADS * SIZE) / 1024 / 1024;
    console.log(
      `\nUploads: ${UPLOADS} concurrent × 20 MB through /media in process (PGlite, DATA_DIR on ${os.tmpdir()}), median of ${ROUNDS} rounds\n`,
    );
    console.log(`same body piped to a new file        ${(mb / (disk.ms / 1000)).toFixed(0).padStart(6)} MB/s`);
    console.log(`POST /media/documents/…/files       ${(mb / (media.ms / 1000)).toFixed(0).padStart(6)} MB/s`);
    console.log(
      `ratio upload / disk write     ${median(ratios).toFixed(3)}  (throughput; goal ≥ 0.5; rounds ${ratios.map((r) => r.toFixed(2)).join(" ")})`,
    );
    console.log(
      `RSS growth during the uploads ${(media.growth / 1024 / 1024).toFixed(1)} MB in all, the most of any round (goal ≤ 25 MB)`,
    );
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureMedia();
