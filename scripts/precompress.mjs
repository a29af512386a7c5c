// After `react-router build`: write .gz and .br beside every text asset of the client build,
// so the server sends them without compressing on each request (src/server/static.ts).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dir = path.resolve(import.meta.dirname, "..", "build", "client");
const textual = /\.(js|mjs|css|svg|json|txt|html|map)$/;

function* walk(d) {
  for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, entry.name);
    if (entry.isDirectory()) yield* walk(p);
    else if (textual.test(entry.name)) yield p;
  }
}

let count = 0;
for (const file of walk(dir)) {
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`precompressed ${count} files`);
