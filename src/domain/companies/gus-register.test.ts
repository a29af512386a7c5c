import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGusRegister } from "./gus-register.ts";
import { RegisterUnavailableError } from "./company-register.ts";

// A stand-in for the BIR1.1 service on loopback, answering MTOM-wrapped SOAP like the real one.
const calls: { action: string; sid?: string; body: string }[] = [];
let sessions = 0;
const mtom = (inner: string) =>
  `--uuid:1\r\nContent-ID: <http://tempuri.org/0>\r\nContent-Type: application/xop+xml;charset=utf-8;type="application/soap+xml"\r\n\r\n<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body>${inner}</s:Body></s:Envelope>\r\n--uuid:1--`;
const dane = (inner: string) => `&lt;root&gt;&lt;dane&gt;${inner}&lt;/dane&gt;&lt;/root&gt;`;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (c) => (body += c));
  req.on("end", () => {
    const action = /Action>[^<]*\/(\w+)<\/wsa:Action/.exec(body)?.[1] ?? "?";
    calls.push({ action, sid: req.headers.sid as string | undefined, body });
    res.writeHead(200, { "content-type": 'multipart/related; type="application/xop+xml"' });
    if (action === "Zaloguj") {
      sessions++;
      res.end(
        mtom(
          `<ZalogujResponse><ZalogujResult>${body.includes(">zly-klucz<") ? "" : `sesja${sessions}`}</ZalogujResult></ZalogujResponse>`,
        ),
      );
      return;
    }
    const nip = /<dat:Nip>(\d+)<\/dat:Nip>/.exec(body)?.[1];
    if (
      req.headers.sid === "sesja1" &&
      nip === "5261040828" &&
      calls.filter((c) => c.action === "DaneSzukajPodmioty").length === 3
    ) {
      // The first session has expired by the third search: the service answers empty.
      res.end(
        mtom(
          "<DaneSzukajPodmiotyResponse><DaneSzukajPodmiotyResult></DaneSzukajPodmiotyResult></DaneSzukajPodmiotyResponse>",
        ),
      );
      return;
    }
    const result =
      nip === "5261040828"
        ? dane(
            "&lt;Regon&gt;000331501&lt;/Regon&gt;&lt;Nazwa&gt;GŁÓWNY URZĄD STATYSTYCZNY&lt;/Nazwa&gt;&lt;Miejscowosc&gt;Warszawa&lt;/Miejscowosc&gt;&lt;KodPocztowy&gt;00-925&lt;/KodPocztowy&gt;&lt;Ulica&gt;ul. Test-Krucza&lt;/Ulica&gt;&lt;NrNieruchomosci&gt;208&lt;/NrNieruchomosci&gt;&lt;NrLokalu /&gt;",
          )
        : dane(
            "&lt;ErrorCode&gt;4&lt;/ErrorCode&gt;&lt;ErrorMessagePl&gt;Nie znaleziono podmiotu&lt;/ErrorMessagePl&gt;",
          );
    res.end(
      mtom(
        `<DaneSzukajPodmiotyResponse><DaneSzukajPodmiotyResult>${result}</DaneSzukajPodmiotyResult></DaneSzukajPodmiotyResponse>`,
      ),
    );
  });
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/wsBIR/UslugaBIRzewnPubl.svc`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("GUS REGON BIR1.1 client", () => {
  it("logs in once, searches by NIP with the session id and reads the company", async () => {
    const gus = createGusRegister({ apiKey: "abcde12345abcde12345", url });
    expect(await gus.lookup("5261040828")).toEqual({
      tin: "5261040828",
      name: "GŁÓWNY URZĄD STATYSTYCZNY",
      street: "ul. Test-Krucza 208",
      postalCode: "00-925",
      city: "Warszawa",
      regon: "000331501",
    });
    expect(await gus.lookup("1234563218")).toBeNull();
    expect(calls.map((c) => c.action)).toEqual(["Zaloguj", "DaneSzukajPodmioty", "DaneSzukajPodmioty"]);
    expect(calls[0]!.body).toContain("<ns:pKluczUzytkownika>abcde12345abcde12345</ns:pKluczUzytkownika>");
    expect(calls[1]!.sid).toBe("sesja1");
    expect(calls[1]!.body).toContain(`<wsa:To>${url}</wsa:To>`);
    // An expired session is renewed once, transparently.
    expect((await gus.lookup("5261040828"))?.regon).toBe("000331501");
    expect(calls.slice(3).map((c) => [c.action, c.sid])).toEqual([
      ["DaneSzukajPodmioty", "sesja1"],
      ["Zaloguj", undefined],
      ["DaneSzukajPodmioty", "sesja2"],
    ]);
  });

  it("reports an unusable service or key as unavailable, not as 'no such company'", async () => {
    await expect(createGusRegister({ apiKey: "zly-klucz", url }).lookup("5261040828")).rejects.toBeInstanceOf(
      RegisterUnavailableError,
    );
    await expect(
      createGusRegister({ apiKey: "k", url: "http://127.0.0.1:9/", timeoutMs: 500 }).lookup("5261040828"),
    ).rejects.toBeInstanceOf(RegisterUnavailableError);
  });
});
