import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex, signV4 } from "../../src/domain/guides/s3-signature.ts";
import { isStorageFull, StorageFullError } from "../../src/domain/guides/file-store.ts";
import { s3Store } from "../../src/domain/guides/s3-store.ts";

/** A bucket on loopback that checks every request's SigV4 signature, as S3 and MinIO do. */
function fakeS3(secretKey: string) {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      const auth = String(req.headers.authorization ?? "");
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(";") ?? [];
      const expected = signV4({
        method: req.method!,
        url,
        headers: Object.fromEntries(
          signed
            .filter((h) => !["host", "x-amz-date", "x-amz-content-sha256"].includes(h))
            .map((h) => [h, String(req.headers[h])]),
        ),
        payloadHash: String(req.headers["x-amz-content-sha256"]),
        accessKey: "AKIDTEST",
        secretKey,
        region: "eu-central-1",
        now: new Date(
          String(req.headers["x-amz-date"]).replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z"),
        ),
      }).authorization;
      if (auth !== expected || sha256Hex(body) !== req.headers["x-amz-content-sha256"])
        return res.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      const key = url.pathname;
      if (req.method === "PUT") objects.set(key, body);
      if (req.method === "DELETE") objects.delete(key);
      if (req.method === "GET") {
        const object = objects.get(key);
        return object
          ? res.writeHead(200).end(object)
          : res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
      }
      res.writeHead(200).end();
    });
  });
  return { server, objects };
}

describe("the S3-compatible file store", () => {
  const bucket = fakeS3("s3cret");
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((r) => bucket.server.listen(0, "127.0.0.1", r));
    endpoint = `http://127.0.0.1:${(bucket.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => bucket.server.close(r)));
  const options = { bucket: "guides", accessKey: "AKIDTEST", region: "eu-central-1" };

  it("puts, gets and deletes a file with signed requests at path-style URLs", async () => {
    const store = s3Store({ ...options, endpoint, secretKey: "s3cret" });
    const pdf = new Uint8Array(Buffer.from("%PDF-1.7 zażółć"));
    await store.put("guides/abc.pdf", pdf, "application/pdf");
    expect(bucket.objects.has("/guides/guides/abc.pdf")).toBe(true);
    expect((await store.get("guides/abc.pdf"))?.toString()).toBe("%PDF-1.7 zażółć");
    await store.delete("guides/abc.pdf");
    expect(await store.get("guides/abc.pdf")).toBeNull();
  });

  it("reports a refused signature instead of pretending the file was stored", async () => {
    const store = s3Store({ ...options, endpoint, secretKey: "wrong" });
    await expect(store.put("guides/x.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(/403/);
    await expect(store.put("../etc/passwd", new Uint8Array([1]), "text/plain")).rejects.toThrow(/unsafe/);
  });
});

/** Issue 21, finding 10: a bucket out of space is `storageFull`, not an unknown failure. */
describe("the S3-compatible file store out of space", () => {
  let answer = { status: 507, body: "<Error><Code>InsufficientStorage</Code></Error>" };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(answer.status).end(answer.body));
  });
  let endpoint = "";
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  const store = () =>
    s3Store({ endpoint, bucket: "guides", accessKey: "AKIDTEST", secretKey: "s3cret", region: "eu-central-1" });

  it.each([
    [507, "<Error><Code>InsufficientStorage</Code></Error>"],
    [
      500,
      "<Error><Code>XMinioStorageFull</Code><Message>Storage backend has reached its minimum free drive threshold.</Message></Error>",
    ],
    [403, "<Error><Code>QuotaExceeded</Code></Error>"],
  ])(
    "answer %i %s: StorageFullError, and the store reports itself full until a write succeeds",
    async (status, body) => {
      answer = { status, body };
      const s = store();
      expect(await s.health!()).toBe("ok");
      const failed = await s.put("guides/x.pdf", new Uint8Array([1]), "application/pdf").catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(StorageFullError);
      expect(isStorageFull(failed)).toBe(true);
      expect(await s.health!()).toBe("storageFull");
      answer = { status: 200, body: "" };
      await s.put("guides/x.pdf", new Uint8Array([1]), "application/pdf");
      expect(await s.health!()).toBe("ok");
    },
  );

  it("any other refusal stays a plain store error", async () => {
    answer = { status: 500, body: "<Error><Code>InternalError</Code></Error>" };
    const failed = await store()
      .put("guides/x.pdf", new Uint8Array([1]), "application/pdf")
      .catch((e: unknown) => e);
    expect(isStorageFull(failed)).toBe(false);
  });
});
