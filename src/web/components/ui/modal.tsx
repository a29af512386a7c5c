/** The former name of the portal's dialog; new code imports `Dialog` from dialog.tsx. */
export { Dialog as Modal, type DialogSize as ModalSize } from "./dialog.tsx";
