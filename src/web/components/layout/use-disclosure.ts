import { useCallback, useEffect, useId, useRef, useState } from "react";

/** Open/close state for a menu button: Escape and outside clicks close it and return focus. */
export function useDisclosure<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<T>(null);
  const id = useId();
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close]);

  /** Spread on the toggle button and on the panel: the ARIA wiring lives here, once. */
  const buttonProps = {
    ref: button,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": id,
    onClick: () => setOpen((v) => !v),
  };
  const panelProps = { ref: panel, id };
  return { open, close, buttonProps, panelProps };
}
