export function FormAlert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
      {children}
    </div>
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
