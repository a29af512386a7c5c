/** Initials avatar: the upper-cased first letters of name and surname. */
export function Avatar({ initials }: { initials: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white"
    >
      {initials}
    </span>
  );
}
