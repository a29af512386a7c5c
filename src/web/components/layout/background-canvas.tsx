/**
 * The background canvas element. `/background.js` animates it (a standalone module, so the
 * animation also runs on pages served without React; see docs/decisions/005).
 */
export function BackgroundCanvas() {
  return (
    <canvas data-background="" aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 h-full w-full" />
  );
}
