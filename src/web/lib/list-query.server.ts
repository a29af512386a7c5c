import { data } from "react-router";
import { appErrorOf } from "../../shared/session-cookie.ts";

export type FilterErrors<N extends string> = Partial<Record<N, string[]>>;

/**
 * A filtered list's address read: each filter as typed (cut to `max` characters, kept as it was
 * so a refused one shows again) and the page, where a page that is no whole number from 1 to
 * 10 000 is the page's 404.
 */
export function listQueryOf<N extends string>(url: URL, names: readonly N[], max: number) {
  const values = Object.fromEntries(
    names.map((name) => [name, url.searchParams.get(name)?.slice(0, max) ?? ""]),
  ) as Record<N, string>;
  const raw = url.searchParams.get("page");
  const page = raw === null || raw === "" ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data(null, { status: 404 });
  return { values, page };
}

/** A filter whose value is not among its choices is refused beside its field (`invalidOption`). */
export function refuseUnknownChoices<N extends string>(
  values: Record<N, string>,
  choices: Partial<Record<N, readonly string[]>>,
  errors: FilterErrors<N>,
) {
  for (const [name, allowed] of Object.entries(choices) as [N, readonly string[]][])
    if (values[name] && !allowed.includes(values[name])) errors[name] = ["invalidOption"];
  return errors;
}

/** The filters sent: those typed and not refused. */
export const sentFilters = <N extends string>(
  names: readonly N[],
  values: Record<N, string>,
  errors: FilterErrors<N>,
) => Object.fromEntries(names.filter((n) => values[n].trim() && !errors[n]).map((n) => [n, values[n]]));

/**
 * The list without the filters the service refused: each refusal (a phrase too short, told at
 * `phraseField`; a field of `validation`) is told beside its field and the list is read again
 * without that filter. A refusal about none of the filters stays one.
 */
export async function listFitting<N extends string, P>(
  list: (query: Record<string, unknown>) => Promise<P>,
  filters: { names: readonly N[]; values: Record<N, string>; errors: FilterErrors<N>; phraseField: N },
  page: number,
): Promise<P> {
  const { names, values, errors, phraseField } = filters;
  for (;;) {
    try {
      return await list({ ...sentFilters(names, values, errors), page });
    } catch (error) {
      const refused = appErrorOf(error);
      const before = Object.keys(errors).length;
      if (refused?.code === "phraseMustBeAtLeast3") errors[phraseField] = [refused.code];
      else if (refused?.code === "validation")
        for (const name of names) if (refused.fields?.[name]) errors[name] = refused.fields[name];
      // Nothing new to leave out: the refusal is not about the filters.
      if (Object.keys(errors).length === before) throw error;
    }
  }
}
