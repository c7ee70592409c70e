/**
 * An open modal layer: Radix's dialogs and alert dialogs. A dialog rendered ahead (Dialog's
 * `preRender`) is in the document while closed too, hidden: React's Activity hides it with an
 * inline `display: none` at once, and renders its `data-state="closed"` only later, at low
 * priority, so both are left out.
 */
export const OPEN_DIALOG =
  ':is([role="dialog"], [role="alertdialog"]):not([data-state="closed"], [style*="display: none"])'
