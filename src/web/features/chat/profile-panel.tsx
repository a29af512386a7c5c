import { useEffect, useId, useRef, useState } from "react";
import type { ProfileFact } from "../../../domain/advisor/profile.ts";
import { buttonVariants } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n-react.tsx";
import { chatApi } from "./chat-api.ts";
import type { ProfileView } from "./chat-types.ts";
import { ProfileFactsForm } from "./profile-facts-form.tsx";

export { correctionFrom, dateLimits, errorsByFact, longDay } from "./profile-correction.ts";

const neutral = buttonVariants({ variant: "secondary", size: "sm" });

/** The facts the advisor keeps, each with its remove button unless the thread is read-only. */
function FactList({
  view,
  titleId,
  readOnly,
  busy,
  onRemove,
}: {
  view: ProfileView;
  titleId: string;
  readOnly: boolean;
  busy: boolean;
  onRemove: (fact: ProfileFact, label: string) => void;
}) {
  const { t } = useT();
  if (view.facts.length === 0) return <p className="mt-3 text-sm text-slate-700">{t("chat.profile.empty")}</p>;
  return (
    <ul className="mt-3 flex flex-col divide-y divide-slate-200" aria-labelledby={titleId}>
      {view.facts.map((f) => (
        <li
          key={f.fact}
          data-fact={f.fact}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2"
        >
          <span className="min-w-0 break-words text-slate-900">{f.label}</span>
          {readOnly ? null : (
            <button
              type="button"
              className={`${neutral} px-2 py-1`}
              aria-label={t("chat.profile.removeLabel", { fact: f.label })}
              aria-disabled={busy || undefined}
              onClick={() => onRemove(f.fact as ProfileFact, f.label)}
            >
              {t("chat.profile.remove")}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One fact removed with its own button: the heading then takes the focus and the removal is announced. */
function useRemoveFact(
  threadId: string | null,
  onChange: (view: ProfileView) => void,
  announce: (text: string) => void,
  heading: React.RefObject<HTMLHeadingElement | null>,
) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const remove = async (fact: ProfileFact, label: string) => {
    if (!threadId || busy) return;
    setBusy(true);
    const answer = await chatApi.correctProfile(threadId, {}, [fact]);
    setBusy(false);
    if (!answer.ok) {
      announce(answer.code === "conflict" ? t("chat.profile.closed") : t(`errors:${answer.code}`));
      return;
    }
    onChange(answer.body);
    heading.current?.focus();
    announce(t("chat.profile.removed", { fact: label }));
  };
  return { remove, busy };
}

/**
 * "What I know about your business": the facts the advisor keeps on this thread, each with a
 * remove button, and a form to correct any of them (checked with the same contract the server
 * uses; what the user typed stays on an error). Results are announced through `announce`.
 */
export function ProfilePanel({
  threadId,
  view,
  onChange,
  announce,
  readOnly,
}: {
  threadId: string | null;
  view: ProfileView;
  onChange: (view: ProfileView) => void;
  announce: (text: string) => void;
  readOnly: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { remove, busy } = useRemoveFact(threadId, onChange, announce, heading);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEdit = useRef(false);

  useEffect(() => {
    if (!focusEdit.current) return;
    focusEdit.current = false;
    editButton.current?.focus();
  });

  const done = (saved: ProfileView | null) => {
    if (saved) {
      onChange(saved);
      announce(t("chat.profile.saved"));
    }
    setEditing(false);
    focusEdit.current = true;
  };

  return (
    <section aria-labelledby={`${id}-title`} className="@container px-4 py-4" data-testid="profile-panel">
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {t("chat.profile.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("chat.profile.intro")}</p>
      <FactList
        view={view}
        titleId={`${id}-title`}
        readOnly={readOnly}
        busy={busy}
        onRemove={(fact, label) => void remove(fact, label)}
      />
      {readOnly ? null : editing && threadId ? (
        <ProfileFactsForm formId={`${id}-form`} threadId={threadId} profile={view.profile} onDone={done} />
      ) : (
        <p className="mt-3">
          <button
            ref={editButton}
            type="button"
            className={neutral}
            disabled={!threadId}
            onClick={() => setEditing(true)}
          >
            {t("chat.profile.edit")}
          </button>
        </p>
      )}
    </section>
  );
}
