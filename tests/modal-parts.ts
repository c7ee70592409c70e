/**
 * The element of a dialog that scrolls (its body), and the one holding the actions. The rule is
 * about layout boxes, which have no role to query by: hence the data-slot lookup.
 */
export const modalParts = (dialog: HTMLElement) => ({
  body: dialog.querySelector<HTMLElement>('[data-slot="body"]'),
  footer: dialog.querySelector<HTMLElement>('[data-slot="footer"]'),
})
