import { useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n-react.tsx";
import { chatApi } from "./chat-api.ts";
import type { ProfileView } from "./chat-types.ts";
import { errorLimits, fieldText, singleCorrection, type SummaryFact } from "./guide-summary.ts";
import { errorsByFact } from "./profile-panel.tsx";

/**
 * One fact of the guide summary corrected in place, through the profile's correction contract and
 * endpoint (the same as the profile panel's). A refused correction keeps what was typed and shows
 * the translated field error; focus goes to the field when it opens or is refused, and back to the
 * fact's button when it closes.
 */
export function useFactCorrection(threadId: string, view: ProfileView, onChange: (view: ProfileView) => void) {
  const { t, locale } = useT();
  const [editing, setEditing] = useState<SummaryFact | null>(null);
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const focusAfter = useRef<{ to: "field" } | { to: "edit"; fact: SummaryFact } | null>(null);
  const list = useRef<HTMLDListElement>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (!target) return;
    if (target.to === "field") form.current?.querySelector<HTMLElement>("input, select")?.focus();
    else list.current?.querySelector<HTMLElement>(`[data-fact="${target.fact}"] button`)?.focus();
  });

  const open = (fact: SummaryFact) => {
    setEditing(fact);
    setText(fieldText(view.profile[fact]));
    setFieldError(null);
    setFormError(null);
    focusAfter.current = { to: "field" };
  };
  const close = () => {
    if (editing) focusAfter.current = { to: "edit", fact: editing };
    setEditing(null);
    setFieldError(null);
    setFormError(null);
  };
  const change = (value: string) => {
    setText(value);
    if (fieldError) setFieldError(null);
  };

  const save = async () => {
    if (!editing || saving) return;
    const fact = editing;
    const checked = singleCorrection(fact, text, view.profile);
    if (checked.kind === "unchanged") return close();
    if (checked.kind === "invalid") {
      setFieldError(t(`chat.profile.errors.${checked.code}`, errorLimits(fact, locale)));
      focusAfter.current = { to: "field" };
      return;
    }
    setSaving(true);
    const answer = await chatApi.correctProfile(threadId, checked.set, checked.remove);
    setSaving(false);
    if (!answer.ok) {
      // What was typed stays in the field; the refusal is said next to it.
      const code = answer.status === 400 && answer.fields ? errorsByFact(answer.fields)[fact] : undefined;
      if (code) setFieldError(t(`chat.profile.errors.${code}`, errorLimits(fact, locale)));
      else setFormError(answer.code === "conflict" ? t("chat.profile.closed") : t(`errors:${answer.code}`));
      focusAfter.current = { to: "field" };
      return;
    }
    onChange(answer.body);
    setNotice(t("chat.guideSummary.saved", { fact: t(`chat.profile.fields.${fact}`) }));
    close();
  };

  return { editing, text, fieldError, formError, saving, notice, form, list, open, close, change, save };
}

export type FactCorrection = ReturnType<typeof useFactCorrection>;
