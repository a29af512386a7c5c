// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog.tsx";
import { mount, press } from "./test-render.tsx";

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Otwórz
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Zawieś konto"
        description="Ta osoba dostanie wiadomość."
      >
        <textarea id="reason" />
        <button type="button" id="confirm">
          Zawieś
        </button>
      </Dialog>
    </>
  );
}

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

const open = () => {
  view = mount(<Opener />);
  const opener = view.host.querySelector<HTMLButtonElement>("#opener")!;
  opener.focus();
  act(() => opener.click());
  return { host: view.host, dialog: view.host.querySelector("dialog")!, opener };
};

describe("the dialog", () => {
  it("is named by its title and described by its description", () => {
    const { dialog } = open();
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!)!;
    expect(title.tagName).toBe("H2");
    expect(title.textContent).toBe("Zawieś konto");
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Ta osoba dostanie wiadomość.",
    );
  });

  it("takes the focus when it opens and keeps Tab and Shift+Tab inside", () => {
    const { dialog } = open();
    const close = dialog.querySelector("button")!;
    const confirm = dialog.querySelector<HTMLButtonElement>("#confirm")!;
    expect(document.activeElement).toBe(close);
    confirm.focus();
    press(confirm, "Tab");
    expect(document.activeElement).toBe(close);
    press(close, "Tab", { shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    // Between the two ends Tab is the browser's own.
    const reason = dialog.querySelector<HTMLTextAreaElement>("#reason")!;
    reason.focus();
    press(reason, "Tab");
    expect(document.activeElement).toBe(reason);
  });

  it("closes on Escape and gives the focus back to the control that opened it", () => {
    const { dialog, opener } = open();
    press(dialog.querySelector("#reason")!, "Escape");
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("closes with its close button, calling onClose once", () => {
    const onClose = vi.fn();
    view = mount(<Opener onClose={onClose} />);
    const opener = view.host.querySelector<HTMLButtonElement>("#opener")!;
    act(() => opener.click());
    const dialog = view.host.querySelector("dialog")!;
    act(() => dialog.querySelector("button")!.click());
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
