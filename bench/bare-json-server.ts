// The baseline for the API figure: node:http answering the same JSON as /new-api/config/app.
import http from "node:http";

const body = JSON.stringify({
  locales: ["pl", "en"],
  defaultLocale: "pl",
  timeZone: "Europe/Berlin",
  dateFormat: "YYYY-MM-DD HH:mm",
});
const server = http.createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening on ${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
