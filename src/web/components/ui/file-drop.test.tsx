// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import pl from "../../../../locales/pl/common.json";
import plErrors from "../../../../locales/pl/errors.json";
import { createTranslator } from "../../../shared/i18n.ts";
import { I18nProvider } from "../../lib/i18n-react.tsx";
import { accepts, FileDrop, UploadError, type Uploader, xhrUploader } from "./file-drop.tsx";
import { mount } from "./test-render.tsx";

/** An upload the test drives: its progress, then success or failure (with a code or without). */
function controlledUploads() {
  const sent = new Map<
    string,
    {
      progress: (share: number) => void;
      finish: () => void;
      fail: (error?: Error) => void;
      signal: AbortSignal | undefined;
    }
  >();
  const upload: Uploader = (file, onProgress, signal) =>
    new Promise((resolve, reject) => {
      sent.set(file.name, {
        progress: onProgress,
        finish: () => resolve(),
        fail: (error = new Error("500")) => reject(error),
        signal,
      });
    });
  return { upload, sent };
}

/** The page's translator: the common catalogue and the error catalogue, in Polish. */
const withErrors = (node: React.ReactNode) => (
  <I18nProvider value={createTranslator("pl", { common: pl, errors: plErrors })}>{node}</I18nProvider>
);

const file = (name: string, size = 10, type = "application/pdf") => new File([new Uint8Array(size)], name, { type });

let view: ReturnType<typeof mount> | undefined;
afterEach(() => view?.unmount());

/** Files chosen with the real file input, as the browser hands them over. */
const choose = (input: HTMLInputElement, files: File[]) =>
  act(() => {
    Object.defineProperty(input, "files", { configurable: true, value: files });
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });

const rowOf = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll<HTMLElement>("li[data-file-state]")].find((li) => li.textContent!.includes(name))!;

describe("the file drop", () => {
  it("has a real, labelled file input that Tab reaches", () => {
    view = mount(<FileDrop label="Dokumenty firmy" upload={controlledUploads().upload} accept=".pdf" />);
    const input = view.host.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(view.host.querySelector(`label[for="${input.id}"]`)!.textContent).toBe("Dokumenty firmy");
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe(".pdf");
    expect(input.tabIndex).not.toBe(-1);
    expect(document.getElementById(input.getAttribute("aria-describedby")!)!.textContent).toContain("Przeciągnij");
  });

  it("shows each file's own progress and ends each on its own: sent or failed", async () => {
    const { upload, sent } = controlledUploads();
    view = mount(<FileDrop label="Dokumenty" upload={upload} />);
    choose(view.host.querySelector('input[type="file"]')!, [file("umowa.pdf"), file("faktura.pdf")]);
    const host = view.host;
    expect(rowOf(host, "umowa.pdf").dataset.fileState).toBe("uploading");
    act(() => sent.get("umowa.pdf")!.progress(0.42));
    act(() => sent.get("faktura.pdf")!.progress(0.1));
    expect(rowOf(host, "umowa.pdf").querySelector("progress")!.value).toBe(42);
    expect(rowOf(host, "umowa.pdf").textContent).toContain("Wysyłanie: 42%");
    expect(rowOf(host, "faktura.pdf").textContent).toContain("Wysyłanie: 10%");
    expect(rowOf(host, "umowa.pdf").querySelector("progress")!.getAttribute("aria-label")).toBe("umowa.pdf");

    await act(async () => sent.get("faktura.pdf")!.fail());
    expect(rowOf(host, "faktura.pdf").dataset.fileState).toBe("failed");
    expect(rowOf(host, "faktura.pdf").textContent).toContain("Nie udało się wysłać pliku.");
    expect(rowOf(host, "umowa.pdf").dataset.fileState).toBe("uploading");
    await act(async () => sent.get("umowa.pdf")!.finish());
    expect(rowOf(host, "umowa.pdf").dataset.fileState).toBe("done");
    expect(rowOf(host, "umowa.pdf").textContent).toContain("Wysłano");
    expect(host.querySelector('[role="status"]')!.textContent).toContain("umowa.pdf: Wysłano");
  });

  it("refuses a file too large or of another kind by itself, without sending it", () => {
    const upload = vi.fn<Uploader>(() => new Promise(() => {}));
    view = mount(<FileDrop label="Dokumenty" upload={upload} accept=".pdf,image/*" maxBytes={1024 * 1024} />);
    choose(view.host.querySelector('input[type="file"]')!, [
      file("duzy.pdf", 2 * 1024 * 1024),
      file("notatka.txt", 10, "text/plain"),
      file("skan.png", 10, "image/png"),
    ]);
    expect(rowOf(view.host, "duzy.pdf").textContent).toContain("Plik jest za duży (najwięcej 1 MB).");
    expect(rowOf(view.host, "notatka.txt").dataset.fileState).toBe("wrongType");
    expect(rowOf(view.host, "notatka.txt").querySelector("progress")).toBeNull();
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]![0].name).toBe("skan.png");
  });

  it("takes dropped files as the input's", () => {
    const { upload, sent } = controlledUploads();
    view = mount(<FileDrop label="Dokumenty" upload={upload} />);
    const zone = view.host.querySelector('input[type="file"]')!.parentElement!;
    const drop = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(drop, "dataTransfer", { value: { files: [file("upuszczony.pdf")] } });
    act(() => zone.dispatchEvent(drop));
    expect(drop.defaultPrevented).toBe(true);
    expect(sent.has("upuszczony.pdf")).toBe(true);
    expect(rowOf(view.host, "upuszczony.pdf").dataset.fileState).toBe("uploading");
  });
});

describe("cancelling and refusals", () => {
  it("cancels one upload: its request is aborted, it says so, and a late answer changes nothing", async () => {
    const { upload, sent } = controlledUploads();
    const onUploaded = vi.fn();
    view = mount(<FileDrop label="Dokumenty" upload={upload} onUploaded={onUploaded} />);
    choose(view.host.querySelector('input[type="file"]')!, [file("umowa.pdf"), file("skan.pdf")]);
    const host = view.host;
    act(() => sent.get("umowa.pdf")!.progress(0.3));
    const cancel = [...rowOf(host, "umowa.pdf").querySelectorAll("button")].find((b) =>
      b.textContent!.startsWith("Anuluj"),
    )!;
    expect(cancel.textContent).toBe("Anuluj: umowa.pdf");
    act(() => cancel.click());
    expect(sent.get("umowa.pdf")!.signal!.aborted).toBe(true);
    expect(sent.get("skan.pdf")!.signal!.aborted).toBe(false);
    expect(rowOf(host, "umowa.pdf").dataset.fileState).toBe("cancelled");
    expect(rowOf(host, "umowa.pdf").textContent).toContain("Wysyłanie anulowane");
    expect(rowOf(host, "umowa.pdf").querySelector("progress")).toBeNull();
    expect(rowOf(host, "umowa.pdf").querySelector("button")).toBeNull();
    expect(host.querySelector('[role="status"]')!.textContent).toContain("umowa.pdf: Wysyłanie anulowane");

    await act(async () => sent.get("umowa.pdf")!.finish());
    expect(rowOf(host, "umowa.pdf").dataset.fileState).toBe("cancelled");
    expect(rowOf(host, "skan.pdf").dataset.fileState).toBe("uploading");
    await act(async () => sent.get("skan.pdf")!.finish());
    expect(rowOf(host, "skan.pdf").dataset.fileState).toBe("done");
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect((onUploaded.mock.calls[0]![0] as File).name).toBe("skan.pdf");
  });

  it("shows the server's reason of a refusal, translated; an unknown one reads as a failure", async () => {
    const { upload, sent } = controlledUploads();
    view = mount(withErrors(<FileDrop label="Dokumenty" upload={upload} />));
    choose(view.host.querySelector('input[type="file"]')!, [file("program.pdf"), file("inny.pdf"), file("trzeci.pdf")]);
    await act(async () => sent.get("program.pdf")!.fail(new UploadError("fileTypeNotAllowed")));
    await act(async () => sent.get("inny.pdf")!.fail(new UploadError("noSuchCode")));
    await act(async () => sent.get("trzeci.pdf")!.fail(new UploadError("tooManyResourceCalls")));
    expect(rowOf(view.host, "trzeci.pdf").textContent).toContain(plErrors.tooManyResourceCalls);
    const refused = rowOf(view.host, "program.pdf");
    expect(refused.dataset.fileState).toBe("failed");
    expect(refused.textContent).toContain(plErrors.fileTypeNotAllowed);
    expect(refused.textContent).not.toContain("Nie udało się wysłać pliku.");
    expect(refused.querySelector("button")).toBeNull();
    expect(view.host.querySelector('[role="status"]')!.textContent).toContain(
      `program.pdf: ${plErrors.fileTypeNotAllowed}`,
    );
    expect(rowOf(view.host, "inny.pdf").textContent).toContain("Nie udało się wysłać pliku.");
  });
});

describe("accepted kinds", () => {
  it("reads the input's accept list: extensions, whole MIME groups and exact types", () => {
    expect(accepts(".pdf", { name: "A.PDF", type: "" })).toBe(true);
    expect(accepts("image/*", { name: "x", type: "image/jpeg" })).toBe(true);
    expect(accepts("application/pdf", { name: "x.pdf", type: "application/zip" })).toBe(false);
    expect(accepts(undefined, { name: "x.exe", type: "" })).toBe(true);
  });
});

describe("the XMLHttpRequest uploader", () => {
  class FakeXhr {
    static last: FakeXhr;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = "";
    aborted = false;
    method = "";
    url = "";
    body: FormData | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    send(body: FormData) {
      this.body = body;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
  }

  it("posts the file as a form field and reports the upload's progress, then its end", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    try {
      const progress: number[] = [];
      const done = xhrUploader("/new-api/files", "document")(file("a.pdf"), (s) => progress.push(s));
      const xhr = FakeXhr.last;
      expect([xhr.method, xhr.url]).toEqual(["POST", "/new-api/files"]);
      expect((xhr.body!.get("document") as File).name).toBe("a.pdf");
      xhr.upload.onprogress!({ lengthComputable: true, loaded: 5, total: 10 });
      xhr.upload.onprogress!({ lengthComputable: false, loaded: 7, total: 0 });
      xhr.status = 201;
      xhr.onload!();
      await done;
      expect(progress).toEqual([0.5, 1]);

      const refused = xhrUploader("/x")(file("b.pdf"), () => {});
      FakeXhr.last.status = 413;
      FakeXhr.last.onload!();
      await expect(refused).rejects.toThrow("413");
      const broken = xhrUploader("/x")(file("c.pdf"), () => {});
      FakeXhr.last.onerror!();
      await expect(broken).rejects.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("rejects with the code of the server's JSON answer, or one told by the status; the signal aborts", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    try {
      const refused = xhrUploader("/media/documents/d/files")(file("a.exe"), () => {});
      FakeXhr.last.status = 415;
      FakeXhr.last.responseText = JSON.stringify({ error: { code: "fileTypeNotAllowed", message: "no" } });
      FakeXhr.last.onload!();
      await expect(refused).rejects.toMatchObject({ code: "fileTypeNotAllowed" });

      const proxied = xhrUploader("/x")(file("b.pdf"), () => {});
      FakeXhr.last.status = 413;
      FakeXhr.last.responseText = "<html>Request Entity Too Large</html>";
      FakeXhr.last.onload!();
      await expect(proxied).rejects.toMatchObject({ code: "fileTooLarge" });

      // Over the upload budget: the server's code, or the status alone from a proxy.
      const throttled = xhrUploader("/x")(file("e.pdf"), () => {});
      FakeXhr.last.status = 429;
      FakeXhr.last.responseText = JSON.stringify({ error: { code: "tooManyResourceCalls", message: "wait" } });
      FakeXhr.last.onload!();
      await expect(throttled).rejects.toMatchObject({ code: "tooManyResourceCalls" });
      const throttledByProxy = xhrUploader("/x")(file("f.pdf"), () => {});
      FakeXhr.last.status = 429;
      FakeXhr.last.responseText = "<html>Too Many Requests</html>";
      FakeXhr.last.onload!();
      await expect(throttledByProxy).rejects.toMatchObject({ code: "tooManyResourceCalls" });

      const offline = xhrUploader("/x")(file("c.pdf"), () => {});
      FakeXhr.last.onerror!();
      await expect(offline).rejects.toBeInstanceOf(UploadError);

      const controller = new AbortController();
      const cancelled = xhrUploader("/x")(file("d.pdf"), () => {}, controller.signal);
      const xhr = FakeXhr.last;
      controller.abort();
      expect(xhr.aborted).toBe(true);
      await expect(cancelled).rejects.toMatchObject({ code: "cancelled" });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
