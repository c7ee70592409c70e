import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names, skipping falsy ones; a later Tailwind class overrides a conflicting earlier one. */
export const cn = (...parts: ClassValue[]): string => twMerge(clsx(parts))
