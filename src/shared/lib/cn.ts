import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names, skipping falsy ones; a later Tailwind class overrides a conflicting earlier
 * one. tailwind-merge weighs 8 KiB gzip, so what the first /login load renders (Button, fields,
 * Card, Banner, Spinner) joins with plain clsx instead; tests/e2e/budget.spec.ts catches a slip.
 */
export const cn = (...parts: ClassValue[]): string => twMerge(clsx(parts))
