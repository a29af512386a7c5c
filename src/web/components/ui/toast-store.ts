/** A tiny notification store for translated errors and other messages; <Toaster> renders it. */
export interface Toast {
  id: number;
  kind: "success" | "error" | "info";
  text: string;
}

let toasts: Toast[] = [];
let next = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(kind: Toast["kind"], text: string, ms = 6000) {
  const id = next++;
  toasts = [...toasts, { id, kind, text }].slice(-4);
  emit();
  if (typeof window !== "undefined") window.setTimeout(() => dismiss(id), ms);
  return id;
}

export function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toast = {
  success: (text: string) => push("success", text),
  error: (text: string) => push("error", text, 10_000),
  info: (text: string) => push("info", text),
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => toasts,
  empty: [] as Toast[],
};
