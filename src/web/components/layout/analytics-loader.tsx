import { useEffect } from "react";
import { readConsent } from "./cookie-consent-store.ts";

/** The optional analytics script loads only after analytics consent. */
export function AnalyticsLoader({ src }: { src: string | null }) {
  useEffect(() => {
    if (!src) return;
    const load = () => {
      if (!readConsent().categories.includes("analytics") || document.querySelector(`script[data-analytics]`)) return;
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.dataset.analytics = "true";
      document.head.appendChild(script);
    };
    load();
    window.addEventListener("przewodnik:consent", load);
    return () => window.removeEventListener("przewodnik:consent", load);
  }, [src]);
  return null;
}
