import { describe, expect, it } from "vitest";
import { sanitizeFileName } from "./file-name.ts";

describe("a file's name kept as metadata", () => {
  it("keeps the last path part of either slash, without control or bidirectional characters", () => {
    expect(sanitizeFileName("../../etc/passwd\u0007.pdf")).toBe("passwd.pdf");
    expect(sanitizeFileName("C:\\Users\\ala\\skan\u0000.png")).toBe("skan.png");
    expect(sanitizeFileName("faktura\u202egpj.exe")).toBe("fakturagpj.exe");
    expect(sanitizeFileName(" ..ukryty. ")).toBe("ukryty");
  });

  it("names an empty or missing name `file`, and cuts a long one to 200 characters keeping the extension", () => {
    expect(sanitizeFileName(undefined)).toBe("file");
    expect(sanitizeFileName("../")).toBe("file");
    const long = sanitizeFileName(`${"ż".repeat(300)}.pdf`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith("ż.pdf")).toBe(true);
    expect([...sanitizeFileName("a".repeat(300))]).toHaveLength(200);
  });
});
