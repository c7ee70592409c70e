/**
 * An open modal layer: Radix's dialogs and alert dialogs. A dialog rendered ahead (Dialog's
 * `preRender`) is in the document while closed too, hidden, and says so in `data-state`.
 */
export const OPEN_DIALOG = ':is([role="dialog"], [role="alertdialog"]):not([data-state="closed"])'
