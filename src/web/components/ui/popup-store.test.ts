import { describe, expect, it } from "vitest";
import { popup } from "./popup-store.ts";

describe("shared popup", () => {
  it("holds the HTML it was opened with, tells subscribers, and clears it on close", () => {
    const seen: (string | undefined)[] = [];
    const unsubscribe = popup.subscribe(() => seen.push(popup.get()?.html));
    popup.open("Pomoc", "<p>Treść</p>");
    expect(popup.get()).toEqual({ title: "Pomoc", html: "<p>Treść</p>" });
    popup.close();
    expect(popup.get()).toBeNull();
    unsubscribe();
    popup.open("x", "y");
    expect(seen).toEqual(["<p>Treść</p>", undefined]);
    popup.close();
  });
});
