import type { S3Client } from "./s3-client.ts";

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * An S3 multipart upload: create, one signed PUT per part (`first` already read, then the rest),
 * complete. Any failure aborts the upload, so no half file and no orphaned parts remain.
 */
export async function uploadInParts(
  s3: S3Client,
  key: string,
  contentType: string,
  first: Buffer[],
  rest: AsyncIterable<Buffer>,
): Promise<{ size: number }> {
  const created = await s3.request("POST", key, { query: { uploads: "" }, contentType });
  if (!created.ok) throw await s3.failure("CreateMultipartUpload", created, true);
  const uploadId = tag(await created.text(), "UploadId");
  if (!uploadId) throw new Error("S3 CreateMultipartUpload answered without an UploadId");
  const etags: string[] = [];
  let size = 0;
  const upload = async (part: Buffer) => {
    const partNumber = String(etags.length + 1);
    const res = await s3.request("PUT", key, { query: { partNumber, uploadId }, body: part });
    if (!res.ok) throw await s3.failure("UploadPart", res, true);
    etags.push(res.headers.get("etag") ?? "");
    size += part.length;
  };
  try {
    for (const part of first) await upload(part);
    for await (const part of rest) await upload(part);
    const list = etags
      .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`)
      .join("");
    const body = new TextEncoder().encode(`<CompleteMultipartUpload>${list}</CompleteMultipartUpload>`);
    const done = await s3.request("POST", key, { query: { uploadId }, body, contentType: "application/xml" });
    // S3 may answer 200 with an error in the body when completing fails late.
    const text = done.ok ? await done.text() : "";
    if (!done.ok) throw await s3.failure("CompleteMultipartUpload", done, true);
    if (text.includes("<Error>")) throw new Error(`S3 CompleteMultipartUpload failed: ${text.slice(0, 200)}`);
    return { size };
  } catch (error) {
    await s3.request("DELETE", key, { query: { uploadId } }).catch(() => {});
    throw error;
  }
}
