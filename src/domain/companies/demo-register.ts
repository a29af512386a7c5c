import type { CompanyRegister, RegisteredCompany } from "./company-register.ts";

/**
 * The built-in register used when GUS_API_KEY is unset: fictitious companies with valid NIP
 * checksums, so that sign-up can be tried offline. Not real entities.
 */
const companies: RegisteredCompany[] = [
  {
    tin: "9876543210",
    name: "Demo Sp. z o.o.",
    street: "ul. Przykładowa 1",
    postalCode: "00-001",
    city: "Warszawa",
    regon: "000000001",
  },
  {
    tin: "5260181596",
    name: "Piekarnia Pod Kłosem Anna Mazur",
    street: "ul. Młyńska 12",
    postalCode: "30-001",
    city: "Kraków",
    regon: "000000002",
  },
  {
    tin: "1860913901",
    name: "Studio Grafiki Wektor Jan Lis",
    street: "ul. Długa 5/3",
    postalCode: "80-831",
    city: "Gdańsk",
    regon: "000000003",
  },
  {
    tin: "6281948218",
    name: "Zielony Ogród Sp. z o.o.",
    street: "al. Kwiatowa 40",
    postalCode: "60-101",
    city: "Poznań",
    regon: "000000004",
  },
  {
    tin: "9935181904",
    name: "Transport Łukasz Wróbel",
    street: "ul. Kolejowa 8",
    postalCode: "50-001",
    city: "Wrocław",
    regon: "000000005",
  },
  {
    tin: "9378657972",
    name: "Kancelaria Rachunkowa Bilans s.c.",
    street: "ul. Rynek 3",
    postalCode: "20-001",
    city: "Lublin",
    regon: "000000006",
  },
];

export const demoRegister: CompanyRegister = {
  kind: "demo",
  async lookup(tin) {
    return companies.find((c) => c.tin === tin) ?? null;
  },
};
