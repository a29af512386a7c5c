import { beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import pl from "../../locales/pl/common.json";
import { seedDemo } from "../../src/db/seed.ts";
import { LOCKED_BEFORE_VERIFICATION } from "../../src/shared/restrictions.ts";
import { makeCompany } from "../support/companies.ts";
import { codeOf, gql, tokenFor } from "../support/graphql.ts";
import { expectRefusal, expectStatus, restAs, wholeReply } from "../support/rest-client.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

/**
 * A company awaiting verification hears one truth, from its restrictions: the features a plan
 * grants are named as unavailable on its pages and refused by the API, and the advisor's chat,
 * which no plan gates, answers over the API while no page calls it blocked.
 */
describe("a company awaiting verification: what the pages say is what the API does", () => {
  const t = useWebTestApp({ ADVISOR_STREAM_DELAY_MS: "0" });
  let token: string;

  const api = () => restAs(() => t.app, token);
  const page = async (path: string, locale: "pl" | "en") => {
    const res = await t.app.request(path, { headers: { cookie: `session=${token}; locale=${locale}` } });
    return { status: res.status, text: shownText(await res.text()) };
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    const fresh = await makeCompany(t.database.db, "Oczekujaca", { tin: "5260250995", status: "not_verified" });
    token = await tokenFor(t.database.db, fresh.admin.email);
  });

  it("has no plan: the restrictions grant nothing", async () => {
    const body = await gql(t.app, "{ restrictions { features { name } isExpired } }", {}, token);
    expect(body.data!.restrictions).toMatchObject({ features: [], isExpired: true });
  });

  it("the API answers the chat and refuses every feature a plan grants with operationIsRestricted", async () => {
    const { threadId } = await expectStatus(api().thread["create-thread"].$post({ json: {} }), 200);
    await expectStatus(api().thread["start-thread"].$post({ json: { threadId } }), 200);
    const send = async (content: string) =>
      wholeReply(await expectStatus(api().thread["send-message"].$post({ json: { threadId, content } }), 200));
    for (const content of ["Sklep internetowy z ceramiką", "15 tys. zł miesięcznie", "2 tys. zł miesięcznie"]) {
      expect(await send(content), content).toMatchObject({ role: "assistant", content: expect.stringMatching(/\S/) });
    }
    expect((await send("Ile wynosi preferencyjny ZUS?")).content).toContain("456,18 zł");

    // "advisor": guides from the advisor. The threshold is met; the plan is what is missing.
    const guide = await expectRefusal(api().thread["request-guide"].$post({ json: { threadId } }), 403);
    expect(guide.error.code).toBe("operationIsRestricted");
    // "employees": employee accounts.
    const add = `mutation { addEmployee(input: { email: "nowa@oczekujaca.example.pl", name: "Nowa", surname: "Osoba" }) { id } }`;
    expect(codeOf(await gql(t.app, add, {}, token))).toBe("operationIsRestricted");
    // "vehicles": adding a vehicle (ADR 027).
    const vehicle = await expectRefusal(
      api().company.vehicles.$post({
        json: { registrationNumber: "WR12345", kind: "van", bodyType: "box", payloadKg: 1000 },
      }),
      403,
    );
    expect(vehicle.error.code).toBe("operationIsRestricted");
    // What waits for verification: the documents verification needs are free before it (ADR 025).
    expect([...LOCKED_BEFORE_VERIFICATION].sort()).toEqual([
      "advisor",
      "conversations",
      "employees",
      "offers",
      "transactions",
      "vehicles",
    ]);
  });

  for (const [locale, catalogue, open, blocked] of [
    ["pl", pl, "Z doradcą możesz już rozmawiać", /doradc\w*[^.]*(zablokowan|niedostępn)/i],
    ["en", en, "You can already talk to the advisor", /advisor[^.]*(locked|blocked|unavailable)/i],
  ] as const) {
    it(`the company's pages name exactly the refused features, and the chat page offers the chat (${locale})`, async () => {
      for (const path of ["/company/info", "/company/employees"]) {
        const shown = await page(path, locale);
        expect(shown.status, path).toBe(200);
        expect(shown.text, path).toContain(catalogue.companies.awaitingTitle);
        for (const feature of LOCKED_BEFORE_VERIFICATION)
          expect(shown.text.toLowerCase(), `${path}: ${feature}`).toContain(
            catalogue.restrictions.features[feature].toLowerCase(),
          );
        expect(shown.text, path).toContain(open);
        expect(shown.text, path).not.toMatch(blocked);
      }
      const chat = await page("/rozmowa", locale);
      expect(chat.status).toBe(200);
      expect(chat.text).toContain(catalogue.chat.guidesNotInPlan);
      expect(chat.text).not.toMatch(blocked);
    });
  }
});
