import { useSyncExternalStore } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { dismiss, toastStore } from "./toast-store.ts";

const tone = {
  success: "border-emerald-600 bg-emerald-50 text-emerald-900",
  error: "border-red-700 bg-red-50 text-red-900",
  info: "border-slate-400 bg-white text-slate-900",
};

export function Toaster() {
  const { t } = useT();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => toastStore.empty);
  return (
    <div
      aria-live="polite"
      aria-relevant="additions"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === "error" ? "alert" : "status"}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border-l-4 p-3 shadow-lg ${tone[item.kind]}`}
        >
          <p className="flex-1 text-sm">{item.text}</p>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            className="rounded px-1 text-sm underline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {t("actions.close")}
          </button>
        </div>
      ))}
    </div>
  );
}
