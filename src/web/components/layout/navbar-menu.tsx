import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "../../lib/i18n-react.tsx";
import { Avatar } from "./avatar.tsx";
import { mobileMenu } from "./menu-entries.ts";
import { MenuList } from "./menu-list.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { UnreadCount } from "./unread-count.tsx";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round inside the menu (the browser's own order would leave the page). */
function keepFocusInside(e: React.KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== "Tab") return;
  const stops = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !e.currentTarget.contains(active) || active === e.currentTarget)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active) || active === e.currentTarget)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * The menu's open state, tied to the location it was opened at: a navigation closes it (and it
 * stays closed on return). Opened, the dialog is shown modally with focus on its first entry and the
 * page behind does not scroll; closed, focus goes back to the button unless an entry was followed.
 */
function useMenuDialog() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  if (openAt !== null && openAt !== location.key) setOpenAt(null);
  const open = openAt !== null && openAt === location.key;
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const focusButtonOnClose = useRef(false);

  const close = (returnFocus = true) => {
    focusButtonOnClose.current = returnFocus;
    setOpenAt(null);
  };
  const toggle = () => (open ? close() : setOpenAt(location.key));

  useEffect(() => {
    if (open) {
      const d = dialog.current;
      if (d && !d.open) d.showModal();
      d?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      // The page behind does not scroll under the menu.
      const html = document.documentElement;
      const overflow = html.style.overflow;
      html.style.overflow = "hidden";
      return () => {
        html.style.overflow = overflow;
      };
    }
    // The dialog has left the DOM, so the button is no longer inert and can take focus again.
    if (focusButtonOnClose.current) button.current?.focus();
    focusButtonOnClose.current = false;
  }, [open]);

  return { open, close, toggle, button, dialog };
}

/** The menu's heading row: the user's name leading to the profile, and the close button. */
function MenuHeader({
  user,
  close,
}: {
  user: { name: string; surname: string; initials: string };
  close: (returnFocus?: boolean) => void;
}) {
  const { t } = useT();
  return (
    <div className="mb-4 flex items-center justify-between">
      <Link
        to="/profile"
        onClick={() => close(false)}
        className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <Avatar initials={user.initials} />
        <span className="font-medium">
          {user.name} {user.surname}
          <span className="block text-xs font-normal text-slate-600">{t("pages.profile")}</span>
        </span>
      </Link>
      <button
        type="button"
        onClick={() => close()}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        {t("actions.close")}
      </button>
    </div>
  );
}

/**
 * Mobile, signed in: a menu button opening the overlay menu with the spec's three groups.
 *
 * The overlay is a modal <dialog> in the browser's top layer: the header's `backdrop-blur` makes
 * the header the containing block of any `position: fixed` descendant, which shrank an ordinary
 * fixed overlay to the header's height and left the lower entries under the page. In the top
 * layer the box is the viewport's, the page behind is inert, and Tab wraps around inside. Escape
 * closes it and gives focus back to the button; any navigation (an entry, the back button)
 * closes it, as the menu belongs to the location it was opened at.
 */
export function NavbarMenu({ user }: { user: { name: string; surname: string; initials: string } }) {
  const { t } = useT();
  const { open, close, toggle, button, dialog } = useMenuDialog();
  const id = useId();
  const titleId = useId();
  const unread = useRootData()?.user?.unreadConversations;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        onClick={toggle}
        className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        <span aria-hidden="true">☰</span>
        {t("menu.open")}
        <UnreadCount count={unread} />
      </button>
      {open ? (
        <dialog
          ref={dialog}
          id={id}
          aria-labelledby={titleId}
          onKeyDown={keepFocusInside}
          onCancel={(e) => {
            // Escape: closed here, so that focus goes back to the button.
            e.preventDefault();
            close();
          }}
          // A dialog the browser closed by itself (a repeated Escape may skip "cancel").
          onClose={() => close()}
          className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-white p-4 text-slate-900"
        >
          <h2 id={titleId} className="sr-only">
            {t("menu.userMenu")}
          </h2>
          <MenuHeader user={user} close={close} />
          <nav aria-label={t("menu.userMenu")}>
            <MenuList groups={mobileMenu} onNavigate={() => close(false)} />
          </nav>
        </dialog>
      ) : null}
    </>
  );
}
