import { useId } from "react";

const input =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

/** A labelled input with an optional error, wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  ...props
}: React.ComponentProps<"input"> & { label: string; error?: string | null; hint?: string }) {
  const id = useId();
  const { "aria-describedby": extra, ...rest } = props;
  const described =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="field">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input id={id} className={input} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      {children}
    </div>
  );
}

export function SubmitButton({ busy, children }: { busy?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="w-full rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-70"
    >
      {children}
    </button>
  );
}

/** The centred card the access pages sit in, on the transparent content view. */
export function AccessCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="content" className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg md:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** A confirmation after a form did its work (role=status, announced politely). */
export function FormNotice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      {children}
    </div>
  );
}
