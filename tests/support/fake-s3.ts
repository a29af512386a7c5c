import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { AwsV4Signer } from "aws4fetch";

const sha256Hex = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const fromAmzDate = (s: string) =>
  new Date(s.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z")).getTime();
const refuse = (res: http.ServerResponse, code: string, status = 403) =>
  res.writeHead(status).end(`<Error><Code>${code}</Code></Error>`);

/**
 * A bucket on loopback that checks every request's SigV4 signature as S3 and MinIO do: in the
 * Authorization header (with the body's hash) or in the query of a presigned link (with its expiry,
 * on the test's clock). It keeps objects and multipart uploads in memory.
 */
export function fakeS3(credentials: { accessKey: string; secretKey: string; region: string }) {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const clock = { now: Date.now() };
  const requests: { method: string; query: string }[] = [];

  /** The signature of the request as this bucket computes it, or null when the request names none. */
  const check = async (req: http.IncomingMessage, url: URL, body: Buffer): Promise<string | null> => {
    const common = {
      method: req.method!,
      accessKeyId: credentials.accessKey,
      secretAccessKey: credentials.secretKey,
      region: credentials.region,
      service: "s3",
    };
    const given = url.searchParams.get("X-Amz-Signature");
    if (given) {
      const unsigned = new URL(url);
      unsigned.searchParams.delete("X-Amz-Signature");
      const date = unsigned.searchParams.get("X-Amz-Date") ?? "";
      const signer = new AwsV4Signer({ ...common, url: unsigned.toString(), signQuery: true, datetime: date });
      if ((await signer.signature()) !== given) return "SignatureDoesNotMatch";
      const expires = Number(unsigned.searchParams.get("X-Amz-Expires"));
      return fromAmzDate(date) + expires * 1000 <= clock.now ? "AccessDenied" : null;
    }
    const auth = String(req.headers.authorization ?? "");
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(";") ?? [];
    const headers = Object.fromEntries(
      signed.filter((h) => h !== "host").map((h) => [h, String(req.headers[h] ?? "")]),
    );
    const signer = new AwsV4Signer({
      ...common,
      url: url.toString(),
      headers,
      allHeaders: true,
      datetime: String(req.headers["x-amz-date"]),
    });
    if (!auth || auth !== (await signer.authHeader())) return "SignatureDoesNotMatch";
    return sha256Hex(body) === req.headers["x-amz-content-sha256"] ? null : "XAmzContentSHA256Mismatch";
  };

  const answer = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: Buffer) => {
    const key = url.pathname;
    const q = url.searchParams;
    const uploadId = q.get("uploadId");
    if (req.method === "POST" && q.has("uploads")) {
      const id = `upload-${uploads.size + 1}`;
      uploads.set(id, new Map());
      return res
        .writeHead(200)
        .end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (uploadId) {
      const parts = uploads.get(uploadId);
      if (!parts) return refuse(res, "NoSuchUpload", 404);
      if (req.method === "PUT") {
        parts.set(Number(q.get("partNumber")), body);
        return res.writeHead(200, { ETag: `"${createHash("md5").update(body).digest("hex")}"` }).end();
      }
      if (req.method === "DELETE") return (uploads.delete(uploadId), res.writeHead(204).end());
      const order = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
      objects.set(key, Buffer.concat(order.map((n) => parts.get(n)!)));
      uploads.delete(uploadId);
      return res.writeHead(200).end("<CompleteMultipartUploadResult/>");
    }
    if (req.method === "PUT") objects.set(key, body);
    if (req.method === "DELETE") objects.delete(key);
    if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) return refuse(res, "NoSuchKey", 404);
      const headers: Record<string, string> = { "Content-Length": String(object.length) };
      const disposition = q.get("response-content-disposition");
      if (disposition) headers["Content-Disposition"] = disposition;
      return res.writeHead(200, headers).end(object);
    }
    res.writeHead(200).end();
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url!, `http://${req.headers.host}`);
      requests.push({ method: req.method!, query: url.search });
      check(req, url, body).then(
        (refused) => (refused ? refuse(res, refused) : answer(req, res, url, body)),
        () => refuse(res, "InternalError", 500),
      );
    });
  });
  return {
    objects,
    uploads,
    clock,
    requests,
    endpoint: "",
    async listen() {
      await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
      this.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
