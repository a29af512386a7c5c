import { useEffect, useState } from "react";
import type { CitySearchAnswer } from "../../../shared/contracts/places.ts";

export type CitySearchFn = (q: string, country: string, lang: string, signal: AbortSignal) => Promise<CitySearchAnswer>;

/** The picker's default lookup: `GET /place/cities`. A refusal (429, 400) reads as no suggestion. */
export const fetchCities: CitySearchFn = async (q, country, lang, signal) => {
  const params = new URLSearchParams({ q, lang });
  if (country) params.set("country", country);
  const res = await fetch(`/place/cities?${params}`, { signal, headers: { accept: "application/json" } });
  return res.ok ? ((await res.json()) as CitySearchAnswer) : { cities: [] };
};

/** The pause after the last key before asking (one lookup per pause, not per key). */
export const SEARCH_DELAY_MS = 200;

/**
 * Suggestions for the typed text, asked after a pause in typing; an answer to an older text
 * is dropped (its request is aborted). Nothing is asked for an empty text or while `paused`
 * (a town has just been chosen and the box shows its name).
 */
export function useCitySearch(text: string, country: string, lang: string, search: CitySearchFn, paused: boolean) {
  const [answer, setAnswer] = useState<CitySearchAnswer | null>(null);
  /** The text (trimmed) and country the answer is for: an older answer stays shown while the next is asked. */
  const [answered, setAnswered] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const q = text.trim();
    if (paused || !q) {
      setAnswer(null);
      setBusy(false);
      return;
    }
    const abort = new AbortController();
    setBusy(true);
    const timer = setTimeout(() => {
      search(q, country, lang, abort.signal)
        .then((next) => {
          if (abort.signal.aborted) return;
          setAnswer(next);
          setAnswered(`${country}|${q}`);
        })
        .catch(() => {
          if (abort.signal.aborted) return;
          setAnswer({ cities: [] });
          setAnswered(`${country}|${q}`);
        })
        .finally(() => {
          if (!abort.signal.aborted) setBusy(false);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, country, lang, search, paused]);
  return { answer, busy, current: answer !== null && answered === `${country}|${text.trim()}` };
}
