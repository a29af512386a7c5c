import { cva, type VariantProps } from "class-variance-authority";

/**
 * A short status label. The text carries the meaning; the tone only repeats it in colour, and
 * every tone keeps a contrast of at least 4.5:1 at the small size.
 */
export const badgeVariants = cva(
  "inline-flex items-center rounded-full font-semibold whitespace-nowrap ring-1 ring-inset",
  {
    variants: {
      tone: {
        success: "bg-emerald-100 text-emerald-900 ring-emerald-700/30",
        warning: "bg-amber-100 text-amber-900 ring-amber-700/30",
        danger: "bg-red-100 text-red-900 ring-red-700/30",
        caution: "bg-orange-100 text-orange-900 ring-orange-700/30",
        info: "bg-blue-100 text-blue-900 ring-blue-700/30",
        neutral: "bg-slate-100 text-slate-800 ring-slate-600/30",
      },
      size: {
        sm: "px-2 py-0.5 text-xs",
        md: "px-2.5 py-0.5 text-sm",
      },
    },
    defaultVariants: { tone: "neutral", size: "sm" },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export function Badge({
  tone,
  size,
  status,
  className,
  ...props
}: React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & { /** The raw status, for tests and styles. */ status?: string }) {
  return (
    <span data-slot="badge" data-status={status} className={badgeVariants({ tone, size, className })} {...props} />
  );
}
