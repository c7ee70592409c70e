import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useFormDraft, useTextDraft } from '@/shared/lib'
import { useCurrentUser } from './use-current-user'

/** SESSION-11: keeps the form's unsaved input for the signed-in user across an ended session. */
export function useDraft<T extends FieldValues, C, V extends FieldValues>(
  form: UseFormReturn<T, C, V>,
  key: string,
): void {
  useFormDraft(form, key, useCurrentUser().userId)
}

/** SESSION-11, for text held outside a form library (see useTextDraft). */
export function useDraftText(key: string, read: () => string, restore: (text: string) => void) {
  useTextDraft(key, useCurrentUser().userId, read, restore)
}
