import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, seedDemo } from "../../src/db/seed.ts";
import { tokenFor } from "../support/graphql.ts";
import { shownText, useWebTestApp } from "../support/web-test-app.ts";

/** The error summary's links: where each points and what it says. */
const summaryLinks = (html: string) => {
  const summary = /data-slot="error-summary"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "";
  return [...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, id = "", text = ""]) => ({ id, text }));
};

/**
 * A form posted without JavaScript and refused: the page comes back with the error summary at
 * the top (linking to each invalid field by its id), each field marked invalid and described by
 * its own error, and what was typed, except passwords. The same schema the browser checks.
 */
describe("refused forms", () => {
  const t = useWebTestApp();
  let admin: string;

  const post = async (path: string, fields: Record<string, string>, cookie = "") => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, html: shownText(await res.text()) };
  };

  beforeAll(async () => {
    await seedDemo(t.database.db);
    admin = `session=${await tokenFor(t.database.db, DEMO.admin.email)}`;
  });

  it("sign-up: every invalid field of the wizard's step in the summary, in the form's order, and marked where it is", async () => {
    // The first step (no draft yet): the company's fields; the others belong to later steps.
    const res = await post("/wyprobuj", {
      "company.tin": "5260181597",
      "company.name": "Piekarnia",
      "user.email": "zofia@",
      password: "krotkie",
      passwordConfirmation: "inne",
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain("Popraw błędy w formularzu");
    const links = summaryLinks(res.html);
    expect(links.map((l) => l.id)).toEqual([
      "sign-up-company.tin",
      "sign-up-company.street",
      "sign-up-company.postalCode",
      "sign-up-company.city",
    ]);
    expect(links[0]!.text).toBe(
      "NIP: Ten NIP ma błędną cyfrę kontrolną. Sprawdź, czy żadna cyfra nie jest pomylona ani przestawiona.",
    );
    // Each link's target is the invalid field itself, described by its own error.
    for (const { id } of links) {
      expect(res.html, id).toMatch(
        new RegExp(
          `<input[^>]*id="${id.replace(/\./g, "\\.")}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*${id.replace(/\./g, "\\.")}-error`,
        ),
      );
      expect(res.html, id).toContain(`id="${id}-error"`);
    }
    expect(res.html).toContain('value="Piekarnia"');
    expect(res.html).not.toContain("krotkie");
  });

  it("the profile's name and the company's details: the same summary, in English too", async () => {
    const name = await post("/profile", { intent: "updateName", name: "", surname: "Nowak" }, admin);
    expect(name.status).toBe(400);
    expect(summaryLinks(name.html)).toEqual([{ id: "profile-name-name", text: "Imię: To pole jest wymagane." }]);

    const details = await post(
      "/company/info",
      { street: "ul. Polna 1", postalCode: "00950", city: "Łódź", phone: "", email: "", website: "nie adres" },
      `${admin}; locale=en`,
    );
    expect(details.status).toBe(400);
    expect(details.html).toContain("There is a problem");
    expect(summaryLinks(details.html).map((l) => l.id)).toEqual([
      "company-details-postalCode",
      "company-details-website",
    ]);
  });

  it("a refusal of the domain (an address already taken) is shown at its field", async () => {
    const res = await post(
      "/company/employees",
      { intent: "add", name: "Jan", surname: "Kowalski", email: DEMO.member.email },
      admin,
    );
    expect(res.status).toBe(400);
    expect(summaryLinks(res.html)).toEqual([
      { id: "add-employee-email", text: "Adres e-mail: Ten adres e-mail jest już zajęty." },
    ]);
  });

  it("the help form and the action's data answer the field codes", async () => {
    const res = await post("/pomoc/dostep", {
      name: "Karol",
      email: "karol@example.pl",
      topic: "",
      message: "Za mało",
    });
    expect(res.status).toBe(400);
    expect(summaryLinks(res.html).map((l) => l.id)).toEqual(["help-topic", "help-message"]);
    expect(res.html).toContain(">Za mało</textarea>");

    const data = await t.app.request("/pomoc/dostep.data", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "", email: "karol", topic: "other", message: "Nie mogę się zalogować." }),
    });
    expect(data.status).toBe(400);
    const text = await data.text();
    for (const code of ["validation", "name", "required", "email"]) expect(text).toContain(code);
  });
});
