import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { boundaryOf, MultipartReader, type PartInfo, partInfo } from "./multipart-reader.ts";

const BOUNDARY = "----pz-boundary-7MA4YWxk";

function body(parts: { headers: string; data: Buffer }[], close = true) {
  const pieces: Buffer[] = [Buffer.from("preamble, ignored\r\n")];
  for (const part of parts)
    pieces.push(Buffer.from(`--${BOUNDARY}\r\n${part.headers}\r\n\r\n`), part.data, Buffer.from("\r\n"));
  if (close) pieces.push(Buffer.from(`--${BOUNDARY}--\r\nepilogue`));
  return Buffer.concat(pieces);
}

/** The parts the reader hands over, with their bytes, reading `bytes` in chunks of `size`. */
async function read(bytes: Buffer, size: number, accept = (_: PartInfo) => true) {
  const reader = new MultipartReader(BOUNDARY, accept);
  const files: Promise<{ info: PartInfo; data: Buffer }>[] = [];
  reader.on("file", (info: PartInfo, stream: Readable) => files.push(buffer(stream).then((data) => ({ info, data }))));
  const chunks = function* () {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  };
  await pipeline(Readable.from(chunks()), reader);
  return Promise.all(files);
}

const disposition = (name: string, file?: string) =>
  `Content-Disposition: form-data; name="${name}"${file === undefined ? "" : `; filename="${file}"`}`;

describe("the multipart reader", () => {
  // Bytes that look like the start of a delimiter, at every place a chunk may end.
  const tricky = Buffer.concat([
    Buffer.from(`%PDF\r\n--${BOUNDARY.slice(0, -1)}x\r\n-\r\n--\r`),
    randomBytes(3000),
    Buffer.from(`\r\n--${BOUNDARY}`.slice(0, 20)),
  ]);
  const two = body([
    { headers: `${disposition("note")}`, data: Buffer.from("a field") },
    { headers: `${disposition("file", "umowa.pdf")}\r\nContent-Type: application/pdf`, data: tricky },
  ]);

  it.each([1, 2, 3, 7, 26, 27, 64, 1000, 65536])(
    "finds every part's bytes whole in chunks of %i bytes",
    async (size) => {
      const parts = await read(two, size);
      expect(parts.map((p) => p.info)).toEqual([
        { name: "note", fileName: undefined },
        { name: "file", fileName: "umowa.pdf" },
      ]);
      expect(parts[0]!.data.toString()).toBe("a field");
      expect(parts[1]!.data.equals(tricky)).toBe(true);
    },
  );

  it("skips the parts it is not asked for", async () => {
    const parts = await read(two, 100, (p) => p.fileName !== undefined);
    expect(parts.map((p) => p.info.name)).toEqual(["file"]);
  });

  it("errors the open part when the body ends before its closing delimiter", async () => {
    const cut = body([{ headers: disposition("file", "a.pdf"), data: Buffer.alloc(5000, 1) }], false).subarray(0, 3000);
    const reader = new MultipartReader(BOUNDARY, () => true);
    let partError: unknown;
    reader.on("file", (_: PartInfo, stream: Readable) => buffer(stream).catch((e: unknown) => (partError = e)));
    await expect(pipeline(Readable.from([cut]), reader)).rejects.toThrow("Unexpected end of form");
    expect(String(partError)).toContain("Unexpected end of form");
  });

  it("refuses part headers over 16 KB and a delimiter followed by anything but CRLF or --", async () => {
    const huge = body([
      { headers: `${disposition("file", "a.pdf")}\r\nX-Pad: ${"x".repeat(17000)}`, data: Buffer.from("x") },
    ]);
    await expect(read(huge, 4096)).rejects.toThrow("part headers too large");
    const bad = Buffer.from(`--${BOUNDARY}xx\r\n\r\n--${BOUNDARY}--`);
    await expect(read(bad, 10)).rejects.toThrow("bad delimiter");
  });

  it("reads a file name as UTF-8, with filename* first and quoted escapes undone", () => {
    expect(partInfo(disposition("file", "zażółć gęślą.pdf"))).toEqual({ name: "file", fileName: "zażółć gęślą.pdf" });
    expect(
      partInfo(`Content-Disposition: form-data; name=file; filename="a.pdf"; filename*=UTF-8''%C5%BC%C3%B3%C5%82w.pdf`),
    ).toEqual({ name: "file", fileName: "żółw.pdf" });
    expect(partInfo(`content-disposition: form-data; name="file"; filename="a \\"b\\".pdf"`).fileName).toBe(
      'a "b".pdf',
    );
    expect(partInfo(`Content-Disposition: attachment; name="file"; filename="a.pdf"`).name).toBeUndefined();
  });

  it("takes a boundary only from a multipart/form-data type, quoted or not, of RFC 2046's characters", () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf(`Multipart/Form-Data; charset=utf-8; boundary="a b:c"`)).toBe("a b:c");
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf("multipart/form-data; boundary=a\rb")).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull();
    expect(boundaryOf(`multipart/mixed; boundary=${BOUNDARY}`)).toBeNull();
  });
});
