import { Readable, Writable } from "node:stream";

/** A part's header block at most (its lines and the empty line after them). */
const MAX_HEADER_BYTES = 16 * 1024;
/** Parts in one body at most; an upload sends one file and a few small fields. */
const MAX_PARTS = 20;
const CRLF = Buffer.from("\r\n");
const HEADER_END = Buffer.from("\r\n\r\n");
const CR = 13;
/** RFC 2046 §5.1.1: 1–70 of these characters, the last not a space. */
const BOUNDARY_CHARS = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

export interface PartInfo {
  /** The form field (`name`). */
  name: string | undefined;
  /** The file's name as sent (`filename*` before `filename`); a part without one is a field. */
  fileName: string | undefined;
}

export class MalformedMultipart extends Error {}

/** The `boundary` of a `multipart/form-data` content type, or null when it has none or a bad one. */
export function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2]?.trim();
  return boundary && BOUNDARY_CHARS.test(boundary) ? boundary : null;
}

const unquote = (value: string) => (value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, "$1") : value.trim());

/** RFC 8187's `UTF-8''percent-encoded`; undefined when it is something else. */
function extendedValue(value: string): string | undefined {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** The name and file name of a part from its header block (UTF-8, as browsers send them). */
export function partInfo(headerBlock: string): PartInfo {
  const line = headerBlock.split("\r\n").find((l) => /^content-disposition\s*:/i.test(l));
  const value = line?.slice(line.indexOf(":") + 1).trim() ?? "";
  if (!/^form-data\s*(;|$)/i.test(value)) return { name: undefined, fileName: undefined };
  const params = new Map<string, string>();
  for (const m of value.matchAll(/;\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const key = m[1]!.toLowerCase();
    if (!params.has(key)) params.set(key, unquote(m[2]!));
  }
  const extended = params.has("filename*") ? extendedValue(params.get("filename*")!) : undefined;
  return { name: params.get("name"), fileName: extended ?? params.get("filename") };
}

/**
 * A `multipart/form-data` body, read as it streams (RFC 7578). For each part `accept` decides
 * whether its bytes are wanted: a wanted part is emitted as `file` with a Readable of its bytes
 * (slices of the incoming chunks, never copied; the body waits while that stream is full),
 * any other part is skipped. The delimiter is searched with `Buffer.indexOf` (native), and only a
 * possible start of it at a chunk's end (under 75 bytes) is carried over to the next chunk.
 * A body that ends before its closing delimiter errors the open part's stream and the reader.
 */
export class MultipartReader extends Writable {
  readonly #delimiter: Buffer;
  readonly #accept: (part: PartInfo) => boolean;
  /** body: a part's (or the preamble's) bytes; after: the two bytes after a delimiter; headers. */
  #state: "body" | "after" | "headers" | "done" = "body";
  /** Bytes that may begin a delimiter (body), or the header block read so far. */
  #held: Buffer = CRLF; // the first delimiter may open the body without its CRLF
  #parts = 0;
  #part: Readable | null = null;
  #full = false;
  #resume: (() => void) | null = null;

  constructor(boundary: string, accept: (part: PartInfo) => boolean) {
    super();
    this.#delimiter = Buffer.from(`\r\n--${boundary}`);
    this.#accept = accept;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    try {
      for (let at = 0; at < chunk.length && this.#state !== "done";) at = this.#step(chunk, at);
    } catch (error) {
      return done(error as Error);
    }
    // A full part stream holds the body until it is read (backpressure to the request).
    if (this.#full && this.#part) this.#resume = () => done();
    else done();
  }

  override _final(done: (error?: Error | null) => void) {
    if (this.#state === "done") return done();
    const error = new MalformedMultipart("Unexpected end of form");
    this.#part?.destroy(error);
    done(error);
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    if (error) this.#part?.destroy(error);
    done(error);
  }

  #step(data: Buffer, at: number): number {
    if (this.#state === "body") return this.#body(data, at);
    if (this.#state === "after") return this.#after(data, at);
    return this.#headers(data, at);
  }

  #body(data: Buffer, at: number): number {
    const d = this.#delimiter;
    if (this.#held.length) {
      const held = this.#held;
      const wanted = d.length - held.length;
      const seen = Math.min(wanted, data.length - at);
      if (data.compare(d, held.length, held.length + seen, at, at + seen) === 0) {
        if (seen < wanted) return ((this.#held = Buffer.concat([held, data.subarray(at, at + seen)])), at + seen);
        this.#held = Buffer.alloc(0);
        this.#endPart();
        return at + seen;
      }
      // Not a delimiter after all; and none starts inside it (a delimiter has one CR, its first byte).
      this.#held = Buffer.alloc(0);
      this.#emit(held);
    }
    const found = data.indexOf(d, at);
    if (found !== -1) {
      this.#emit(data.subarray(at, found));
      this.#endPart();
      return found + d.length;
    }
    let keep = data.length;
    for (
      let cr = data.indexOf(CR, Math.max(at, data.length - d.length + 1));
      cr !== -1;
      cr = data.indexOf(CR, cr + 1)
    ) {
      if (data.compare(d, 0, data.length - cr, cr) === 0) {
        keep = cr;
        break;
      }
    }
    this.#emit(data.subarray(at, keep));
    if (keep < data.length) this.#held = Buffer.from(data.subarray(keep));
    return data.length;
  }

  /** After a delimiter: `--` closes the body, CRLF opens a part's headers. */
  #after(data: Buffer, at: number): number {
    const two = Buffer.concat([this.#held, data.subarray(at, at + 2 - this.#held.length)]);
    const used = two.length - this.#held.length;
    if (two.length < 2) return ((this.#held = two), at + used);
    if (two[0] === 0x2d && two[1] === 0x2d) this.#state = "done";
    else if (two.equals(CRLF)) this.#state = "headers";
    else throw new MalformedMultipart("bad delimiter");
    if (++this.#parts > MAX_PARTS && this.#state === "headers") throw new MalformedMultipart("too many parts");
    this.#held = CRLF; // the header block is searched as CRLF … CRLF CRLF, so an empty one ends at once
    return at + used;
  }

  #headers(data: Buffer, at: number): number {
    const before = this.#held.length;
    const block = Buffer.concat([this.#held, data.subarray(at, at + MAX_HEADER_BYTES + 4 - before)]);
    const end = block.indexOf(HEADER_END, Math.max(0, before - 3));
    if (end === -1) {
      if (block.length > MAX_HEADER_BYTES) throw new MalformedMultipart("part headers too large");
      this.#held = block;
      return at + block.length - before;
    }
    this.#held = Buffer.alloc(0);
    this.#state = "body";
    this.#startPart(partInfo(block.subarray(2, end).toString("utf8")));
    return at + end + 4 - before;
  }

  #startPart(info: PartInfo) {
    if (!this.#accept(info)) return;
    const part = new Readable({
      read: () => this.#read(),
      destroy: (error, done) => {
        // A reader that gave up: the rest of the part is skipped, the body goes on.
        if (this.#part === part) this.#part = null;
        this.#read();
        done(error);
      },
    });
    this.#part = part;
    this.emit("file", info, part);
  }

  #read() {
    this.#full = false;
    const resume = this.#resume;
    this.#resume = null;
    resume?.();
  }

  #emit(bytes: Buffer) {
    if (this.#part && bytes.length && !this.#part.push(bytes)) this.#full = true;
  }

  #endPart() {
    this.#state = "after";
    this.#part?.push(null);
    this.#part = null;
  }
}
