/** The shared popup holds HTML content; closing clears it. */
let content: { title: string; html: string } | null = null;
const listeners = new Set<() => void>();

export const popup = {
  open(title: string, html: string) {
    content = { title, html };
    listeners.forEach((l) => l());
  },
  close() {
    content = null;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => content,
};
