// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { type Column, DataTable, sortRows, useTableSort } from "./data-table.tsx";
import { serverHtml } from "./test-render.tsx";

interface Row {
  id: string;
  name: string;
  users: number;
}

const rows: Row[] = [
  { id: "a", name: "Źródło", users: 10 },
  { id: "b", name: "Zakład", users: 2 },
  { id: "c", name: "Ąbc", users: 2 },
];

const columns: Column<Row>[] = [
  { key: "name", header: "Firma", primary: true, sortValue: (r) => r.name, cell: (r) => r.name },
  { key: "users", header: "Użytkownicy", align: "end", sortValue: (r) => r.users, cell: (r) => r.users },
  { key: "id", header: "Numer", cell: (r) => r.id },
];

const names = (list: Row[]) => list.map((r) => r.name);

/** The list as a page renders it, sorted as its address says. */
function Listing({ list = rows, loading = false }: { list?: Row[]; loading?: boolean }) {
  const { sort, sortHref } = useTableSort(["name", "users"]);
  return (
    <DataTable
      caption="Firmy"
      rows={list}
      columns={columns}
      rowKey={(r) => r.id}
      rowAttributes={(r) => ({ "data-row": r.id })}
      sort={sort}
      sortHref={sortHref}
      loading={loading}
      actions={{ header: "Działania", cell: (r) => <button type="button">Zawieś: {r.name}</button> }}
      empty="Żadna firma nie pasuje."
      paging={{ page: 2, pages: 3, href: (n) => `/list?page=${n}`, label: "Strony wyników" }}
    />
  );
}

const page = (url = "/list", node: React.ReactNode = <Listing />) => {
  const host = document.createElement("div");
  host.innerHTML = serverHtml(node, "pl", url);
  return host;
};
const tableNames = (host: HTMLElement) =>
  [...host.querySelectorAll("tbody tr")].map((tr) => tr.querySelector("td")!.textContent);

describe("sorting a table's rows", () => {
  it("orders text by the page's language, numbers as numbers, and keeps equal rows in their order", () => {
    expect(names(sortRows(rows, columns, { key: "name", dir: "asc" }, "pl"))).toEqual(["Ąbc", "Zakład", "Źródło"]);
    expect(names(sortRows(rows, columns, { key: "name", dir: "desc" }, "pl"))).toEqual(["Źródło", "Zakład", "Ąbc"]);
    expect(names(sortRows(rows, columns, { key: "users", dir: "asc" }, "pl"))).toEqual(["Zakład", "Ąbc", "Źródło"]);
    expect(names(sortRows(rows, columns, { key: "users", dir: "desc" }, "pl"))).toEqual(["Źródło", "Zakład", "Ąbc"]);
  });

  it("leaves the order alone without a sort or for a column that has no sort value", () => {
    expect(names(sortRows(rows, columns, null, "pl"))).toEqual(names(rows));
    expect(names(sortRows(rows, columns, { key: "id", dir: "desc" }, "pl"))).toEqual(names(rows));
  });
});

describe("the data table on the server (before any script)", () => {
  it("sorts by the address's query and marks the sorted column for screen readers", () => {
    const host = page("/list?sort=users&dir=desc&page=2");
    expect(tableNames(host)).toEqual(["Źródło", "Zakład", "Ąbc"]);
    const [name, users, id] = [...host.querySelectorAll("thead th")];
    expect(users!.getAttribute("aria-sort")).toBe("descending");
    expect(name!.hasAttribute("aria-sort")).toBe(false);
    // A sort is a link: the sorted column flips, another starts ascending, both back on page 1.
    expect(users!.querySelector("a")!.getAttribute("href")).toBe("/list?sort=users&dir=asc");
    expect(name!.querySelector("a")!.getAttribute("href")).toBe("/list?sort=name&dir=asc");
    expect(name!.querySelector("a")!.textContent).toContain("(sortuj rosnąco)");
    expect(id!.querySelector("a")).toBeNull();
  });

  it("ignores a sort by a column the page does not offer", () => {
    expect(tableNames(page("/list?sort=id&dir=desc"))).toEqual(names(rows));
  });

  it("names the table, aligns numbers, and gives each row its attributes and actions", () => {
    const host = page();
    expect(host.querySelector("caption")!.textContent).toBe("Firmy");
    expect(host.querySelector('[role="region"]')!.getAttribute("aria-label")).toBe("Firmy");
    const first = host.querySelector('tr[data-row="a"]')!;
    expect(first.querySelectorAll("td")[1]!.className).toContain("text-right");
    expect(first.querySelectorAll("td")[3]!.textContent).toBe("Zawieś: Źródło");
    expect(host.querySelector("thead")!.textContent).toContain("Działania");
  });

  it("shows the same rows as cards for a phone: the primary value as title, each other under its header", () => {
    const host = page("/list?sort=name&dir=asc");
    const cards = host.querySelector('[data-slot="data-table-cards"]')!;
    expect(cards.className).toContain("sm:hidden");
    expect(host.querySelector('[role="region"]')!.className).toMatch(/\bhidden\b.*\bsm:block\b/);
    const items = [...cards.querySelectorAll("li")];
    expect(items.map((li) => li.getAttribute("data-row"))).toEqual(["c", "b", "a"]);
    expect([...items[0]!.querySelectorAll("dt")].map((dt) => dt.textContent)).toEqual(["Użytkownicy:", "Numer:"]);
    expect(items[0]!.querySelector("dd")!.textContent).toBe("2");
    expect(items[0]!.textContent).toContain("Zawieś: Ąbc");
  });

  it("pages with links that keep working without script", () => {
    const nav = page().querySelector('nav[aria-label="Strony wyników"]')!;
    const links = [...nav.querySelectorAll("a")];
    expect(links.map((a) => [a.getAttribute("rel"), a.getAttribute("href")])).toEqual([
      ["prev", "/list?page=1"],
      ["next", "/list?page=3"],
    ]);
    expect(nav.textContent).toContain("Strona 2 z 3");
  });

  it("shows its empty state instead of an empty table", () => {
    const host = page("/list", <Listing list={[]} />);
    expect(host.querySelector("table")).toBeNull();
    const empty = host.querySelector('[data-slot="empty-state"]')!;
    expect(empty.textContent).toBe("Żadna firma nie pasuje.");
    expect(empty.getAttribute("role")).toBe("status");
  });

  it("while loading keeps the rows, marks the list busy and says so; an empty list loading is not 'empty'", () => {
    const host = page("/list", <Listing loading />);
    const table = host.querySelector('[data-slot="data-table"]')!;
    expect(table.getAttribute("aria-busy")).toBe("true");
    expect(host.querySelector('[role="status"]')!.textContent).toBe("Trwa wczytywanie…");
    expect(tableNames(host)).toHaveLength(3);
    const empty = page("/list", <Listing list={[]} loading />);
    expect(empty.querySelector('[data-slot="empty-state"]')).toBeNull();
    expect(empty.querySelector('[role="status"]')!.textContent).toBe("Trwa wczytywanie…");
  });
});
