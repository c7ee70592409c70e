/**
 * Longest accepted value of each free-text field, in characters. The server refuses longer ones
 * (400 invalid_request); forms use the same numbers.
 */
export const LIMITS = {
  email: 254,
  password: 128,
  fullName: 100,
  organisationName: 100,
  domain: 253,
  /** A data URL; the whole request must stay under the 64 KiB body cap. */
  logo: 60_000,
  legalName: 200,
  contactAdminMessage: 2_000,
  notificationKey: 100,
  notificationTitle: 200,
  notificationText: 2_000,
  /** E-mail addresses in one notification. */
  notificationRecipients: 1_000,
  catalogSearch: 100,
} as const

/** Request bodies above this many bytes are refused with 413 payload_too_large. */
export const MAX_REQUEST_BYTES = 64 * 1024
