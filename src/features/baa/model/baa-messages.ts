/** What signing the HIPAA BAA says. */
export const BAA_MESSAGES = {
  baaSigned: 'Signed the HIPAA BAA',
  organisationFailed: 'Failed to update organization',
} as const
