import { cva, type VariantProps } from "class-variance-authority";

/** The portal's buttons (and links that look like one): one look per variant and size. */
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-70",
  {
    variants: {
      variant: {
        primary: "bg-blue-700 text-white hover:bg-blue-800",
        secondary: "border border-slate-400 bg-white text-slate-900 hover:bg-slate-50",
        outline: "border border-blue-700 bg-white text-blue-800 hover:bg-blue-50",
        danger: "bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700",
        dangerOutline: "border border-red-700 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-700",
        link: "rounded-sm p-0 font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900",
      },
      size: {
        sm: "px-3 py-1.5 text-sm",
        md: "px-4 py-2",
        lg: "px-4 py-2.5",
      },
      block: { true: "w-full" },
    },
    compoundVariants: [{ variant: "link", className: "px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({
  variant,
  size,
  block,
  className,
  type = "button",
  busy,
  ...props
}: React.ComponentProps<"button"> & ButtonVariants & { busy?: boolean }) {
  return (
    <button
      type={type}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
      className={buttonVariants({ variant, size, block, className })}
      {...props}
    />
  );
}

/** The form's main action, full width. */
export function SubmitButton({ busy, children, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button type="submit" size="lg" block busy={busy} {...props}>
      {children}
    </Button>
  );
}
