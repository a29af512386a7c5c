import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import type { z } from "zod";

type Submitter = HTMLInputElement | HTMLButtonElement | null;

/**
 * A Conform form on a contract's schema: the browser checks the same schema the action does
 * (on blur, then as the user types), and the last failed submit, in the browser or from the
 * server, bumps `focusKey` for the ErrorSummary. `schema` may depend on the button that submits
 * (the sign-up's register import needs only the NIP). The form posts without JavaScript too.
 */
export function useAppForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>({
  id,
  schema,
  lastResult,
  defaultValue,
}: {
  id: string;
  /** What the fields show before any submit (the stored values of an edit form). */
  defaultValue?: Record<string, unknown>;
  schema: Schema | ((submitter: Submitter) => z.ZodType);
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const [focusKey, setFocusKey] = useState(0);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, { schema: (typeof schema === "function" ? schema(submitter) : schema) as Schema }),
  });
  useEffect(() => {
    if (lastResult?.status === "error") setFocusKey((n) => n + 1);
  }, [lastResult]);
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    if (event.defaultPrevented) setFocusKey((n) => n + 1);
  };
  return { form, fields, focusKey, formProps: { id: form.id, noValidate: true, onSubmit } };
}
