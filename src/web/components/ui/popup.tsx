import { useMemo, useSyncExternalStore } from "react";
import { sanitizeHtml } from "../../lib/sanitize-html.ts";
import { Dialog } from "./dialog.tsx";
import { popup } from "./popup-store.ts";

/** The one shared popup. Its HTML is sanitised before it touches the DOM. */
export function PopupHost() {
  const content = useSyncExternalStore(popup.subscribe, popup.get, () => null);
  const safe = useMemo(() => (content ? sanitizeHtml(content.html) : ""), [content]);
  return (
    <Dialog open={content !== null} onClose={popup.close} title={content?.title ?? ""} size="medium">
      {/* sanitised above */}
      <div className="prose-content" dangerouslySetInnerHTML={{ __html: safe }} />
    </Dialog>
  );
}
