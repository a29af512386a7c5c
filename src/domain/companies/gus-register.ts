import type { CompanyRegister, RegisteredCompany } from "./company-register.ts";
import { RegisterUnavailableError } from "./company-register.ts";

/**
 * GUS REGON BIR1.1 (SOAP 1.2 with WS-Addressing). `Zaloguj` with the user key gives a session id,
 * sent as the `sid` HTTP header to `DaneSzukajPodmioty`, which answers an escaped XML document.
 * Answers may arrive MTOM-wrapped, so results are read out of the body by element name.
 * Test environment: https://wyszukiwarkaregontest.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc with the
 * public test key `abcde12345abcde12345` (set GUS_API_URL to it); production is the default URL.
 */
export const GUS_PRODUCTION_URL = "https://wyszukiwarkaregon.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc";
const NS = "http://CIS/BIR/PUBL/2014/07";
const ACTION = `${NS}/IUslugaBIRzewnPubl`;

const envelope = (url: string, action: string, body: string) =>
  `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:ns="${NS}" xmlns:dat="${NS}/DataContract">` +
  `<soap:Header xmlns:wsa="http://www.w3.org/2005/08/addressing"><wsa:To>${url}</wsa:To><wsa:Action>${ACTION}/${action}</wsa:Action></soap:Header>` +
  `<soap:Body>${body}</soap:Body></soap:Envelope>`;

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#xD;/gi, "")
    .replace(/&amp;/g, "&");
const element = (xml: string, name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1];
const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function createGusRegister(options: {
  apiKey: string;
  url?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): CompanyRegister {
  const url = options.url ?? GUS_PRODUCTION_URL;
  const doFetch = options.fetch ?? fetch;
  let sid: string | null = null;

  async function call(action: string, body: string, session?: string): Promise<string> {
    let res: Response;
    try {
      res = await doFetch(url, {
        method: "POST",
        headers: {
          "content-type": `application/soap+xml; charset=utf-8; action="${ACTION}/${action}"`,
          ...(session ? { sid: session } : {}),
        },
        body: envelope(url, action, body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      });
    } catch (error) {
      throw new RegisterUnavailableError(`GUS ${action} failed: ${String(error)}`);
    }
    if (!res.ok) throw new RegisterUnavailableError(`GUS ${action} answered ${res.status}`);
    return res.text();
  }

  async function session(): Promise<string> {
    if (sid) return sid;
    const text = await call(
      "Zaloguj",
      `<ns:Zaloguj><ns:pKluczUzytkownika>${xmlEscape(options.apiKey)}</ns:pKluczUzytkownika></ns:Zaloguj>`,
    );
    const value = element(text, "ZalogujResult")?.trim();
    if (!value) throw new RegisterUnavailableError("GUS refused the key");
    sid = value;
    return value;
  }

  async function search(tin: string): Promise<string | undefined> {
    const text = await call(
      "DaneSzukajPodmioty",
      `<ns:DaneSzukajPodmioty><ns:pParametryWyszukiwania><dat:Nip>${tin}</dat:Nip></ns:pParametryWyszukiwania></ns:DaneSzukajPodmioty>`,
      await session(),
    );
    return element(text, "DaneSzukajPodmiotyResult");
  }

  return {
    kind: "gus",
    async lookup(tin) {
      let result = await search(tin);
      if (result === undefined || result.trim() === "") {
        // An expired session answers empty: log in again once.
        sid = null;
        result = await search(tin);
      }
      const xml = unescapeXml(result ?? "");
      const dane = element(xml, "dane");
      if (!dane || element(dane, "ErrorCode")) return null;
      const field = (name: string) => unescapeXml(element(dane, name)?.trim() ?? "");
      const number = [field("NrNieruchomosci"), field("NrLokalu")].filter(Boolean).join("/");
      const street = [field("Ulica") || field("Miejscowosc"), number].filter(Boolean).join(" ");
      const company: RegisteredCompany = {
        tin,
        name: field("Nazwa"),
        street,
        postalCode: field("KodPocztowy"),
        city: field("Miejscowosc"),
        regon: field("Regon") || null,
      };
      return company.name ? company : null;
    },
  };
}
