import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStorageFull, StorageFullError } from "../../src/domain/ports/files.ts";
import { s3Store } from "../../src/infra/files/s3-store.ts";
import { bigFile, digest } from "../support/big-file.ts";
import { fakeS3 } from "../support/fake-s3.ts";

describe("the S3-compatible file store", () => {
  const credentials = { accessKey: "AKIDTEST", secretKey: "s3cret", region: "eu-central-1" };
  const bucket = fakeS3(credentials);
  beforeAll(() => bucket.listen());
  afterAll(() => bucket.close());
  const store = (secretKey = credentials.secretKey) =>
    s3Store({
      ...credentials,
      secretKey,
      bucket: "guides",
      endpoint: bucket.endpoint,
      now: () => new Date(bucket.clock.now),
    });

  it("puts, gets and deletes a file with signed requests at path-style URLs", async () => {
    const s = store();
    const pdf = new Uint8Array(Buffer.from("%PDF-1.7 zażółć"));
    await s.put("guides/abc.pdf", pdf, "application/pdf");
    expect(bucket.objects.has("/guides/guides/abc.pdf")).toBe(true);
    expect((await s.get("guides/abc.pdf"))?.toString()).toBe("%PDF-1.7 zażółć");
    await s.delete("guides/abc.pdf");
    expect(await s.get("guides/abc.pdf")).toBeNull();
    expect(await s.read("guides/abc.pdf")).toBeNull();
  });

  it("reports a refused signature instead of pretending the file was stored", async () => {
    const s = store("wrong");
    await expect(s.put("guides/x.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(/403/);
    await expect(s.put("../etc/passwd", new Uint8Array([1]), "text/plain")).rejects.toThrow(/unsafe/);
  });

  it("streams a 12 MB file up in parts and back down, byte for byte", async () => {
    const file = bigFile(12 * 1024 * 1024 + 123);
    const s = store();
    bucket.requests.length = 0;
    expect(await s.write("uploads/big.bin", file.stream(), "application/octet-stream")).toEqual({
      size: 12 * 1024 * 1024 + 123,
    });
    // A multipart upload (one part in memory at a time), not one PUT of the whole file.
    expect(bucket.requests.filter((r) => r.method === "PUT" && r.query.includes("partNumber"))).toHaveLength(2);
    expect(bucket.uploads.size).toBe(0);
    const read = await s.read("uploads/big.bin");
    expect(read?.size).toBe(12 * 1024 * 1024 + 123);
    expect(await digest(read!.body)).toEqual({ sha256: file.sha256, size: 12 * 1024 * 1024 + 123 });
  });

  it("writes a short stream (a web stream too) as one signed PUT", async () => {
    const s = store();
    const body = new Blob(["krótki plik"]).stream();
    expect(await s.write("uploads/small.txt", body, "text/plain")).toEqual({ size: Buffer.byteLength("krótki plik") });
    expect((await s.get("uploads/small.txt"))?.toString()).toBe("krótki plik");
  });

  it("a presigned link downloads the file until it expires, and not once it is changed", async () => {
    const s = store();
    await s.put("guides/link.pdf", new Uint8Array(Buffer.from("%PDF link")), "application/pdf");
    const link = await s.signedUrl("guides/link.pdf", { expiresInSeconds: 600, fileName: "guide.pdf" });
    const ok = await fetch(link);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("%PDF link");
    expect(ok.headers.get("content-disposition")).toBe('attachment; filename="guide.pdf"');

    const tampered = new URL(link);
    tampered.pathname = tampered.pathname.replace("link.pdf", "other.pdf");
    expect((await fetch(tampered)).status).toBe(403);
    const longer = new URL(link);
    longer.searchParams.set("X-Amz-Expires", "604800");
    expect((await fetch(longer)).status).toBe(403);

    bucket.clock.now += 601_000;
    const expired = await fetch(link);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("AccessDenied");
    bucket.clock.now = Date.now();
  });
});

/** A bucket out of space is `storageFull`, not an unknown failure. */
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
