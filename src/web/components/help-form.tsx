import { Form, useNavigation } from "react-router";
import { HELP_FORM_TOPICS } from "../../shared/help-rules.ts";
import { useT } from "../lib/i18n-react.tsx";
import { FormAlert, FormNotice, SubmitButton, TextField } from "./ui/form.tsx";

type Result =
  | { ok: true; email: string }
  | {
      ok: false;
      code: string;
      fields: Record<string, string[]>;
      values: { name: string; email: string; topic: string; message: string };
    }
  | undefined;

/** The two help forms (spec §2 /help/form for guests, /help/request for signed-in users). */
export function HelpForm({ guest, result }: { guest: boolean; result: Result }) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  if (result?.ok) return <FormNotice>{t("help.sent", { email: result.email })}</FormNotice>;
  const v = result?.values;
  const err = (name: string) => (result?.fields[name]?.[0] ? t(`fieldErrors.${result.fields[name][0]}`) : null);
  const select =
    "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700";
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-700">{guest ? t("help.guestIntro") : t("help.userIntro")}</p>
      {result && result.code !== "validation" ? <FormAlert>{t(`errors:${result.code}`)}</FormAlert> : null}
      {guest ? (
        <>
          <TextField
            label={t("help.name")}
            name="name"
            autoComplete="name"
            required
            defaultValue={v?.name}
            error={err("name")}
          />
          <TextField
            label={t("auth.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={v?.email}
            error={err("email")}
          />
        </>
      ) : null}
      <div>
        <label htmlFor="help-topic" className="block text-sm font-medium text-slate-900">
          {t("help.topic")}
        </label>
        <select
          id="help-topic"
          name="topic"
          className={select}
          defaultValue={v?.topic ?? ""}
          aria-invalid={err("topic") ? true : undefined}
          aria-describedby={err("topic") ? "help-topic-error" : undefined}
        >
          <option value="" disabled>
            {t("help.chooseTopic")}
          </option>
          {HELP_FORM_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`help.topics.${topic}`)}
            </option>
          ))}
        </select>
        {err("topic") ? (
          <p id="help-topic-error" className="mt-1 text-sm text-red-800">
            {err("topic")}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="help-message" className="block text-sm font-medium text-slate-900">
          {t("help.message")}
        </label>
        <textarea
          id="help-message"
          name="message"
          rows={6}
          maxLength={5000}
          required
          defaultValue={v?.message}
          aria-invalid={err("message") ? true : undefined}
          aria-describedby="help-message-hint"
          className={select}
        />
        <p id="help-message-hint" className={`mt-1 text-sm ${err("message") ? "text-red-800" : "text-slate-600"}`}>
          {err("message") ?? t("help.messageHint")}
        </p>
      </div>
      <SubmitButton busy={busy}>{t("help.send")}</SubmitButton>
    </Form>
  );
}
