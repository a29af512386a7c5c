import fs from "node:fs/promises";
import path from "node:path";

interface AppLike {
  request(input: string | Request | URL, init?: RequestInit): Response | Promise<Response>;
}

export const MB = 1024 * 1024;

/** Bytes that start as a file of a kind (the rest filled with `fill`). */
export const fileBytes = {
  pdf: (size = 2048, tail = "") => withHead(Buffer.from(`%PDF-1.7\n${tail}`), size),
  png: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
      chunk("IDAT", Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01])),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  jpeg: () => withHead(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), 4096),
  /** A Windows executable (MZ … PE header). */
  exe: () => {
    const b = withHead(Buffer.from("MZ"), 4096);
    b.writeUInt32LE(0x80, 0x3c);
    b.write("PE\0\0", 0x80, "latin1");
    return b;
  },
};

function withHead(head: Buffer, size: number) {
  const b = Buffer.alloc(Math.max(size, head.length), 0x20);
  head.copy(b);
  return b;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type, "latin1"), data, Buffer.alloc(4)]);
}

const BOUNDARY = "----pz-test-boundary-7MA4YWxkTrZu0gW";

/** The envelope of a multipart body with one file in the field `field`. */
export function multipartParts(fileName: string, field = "file", mime = "application/octet-stream") {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { head, tail, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** POST (or PUT, to replace) a file to a document through /media, in process. */
export async function uploadTo(
  app: AppLike,
  token: string | undefined,
  documentId: string,
  bytes: Buffer,
  options: {
    fileName?: string;
    field?: string;
    mime?: string;
    replace?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const parts = multipartParts(options.fileName ?? "plik.pdf", options.field, options.mime);
  const url = `http://localhost/media/documents/${documentId}/files${options.replace ? `/${options.replace}` : ""}`;
  return app.request(url, {
    method: options.replace ? "PUT" : "POST",
    headers: {
      "content-type": parts.contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    body: Buffer.concat([parts.head, bytes, parts.tail]),
  });
}

/** Every file under a directory (relative paths), none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
