/** LOGIN-4 to LOGIN-12, RESET-2 and RESET-3 messages for sign-in, sign-up and password reset. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  bothRequired: 'Please enter both email and password.',
  alias: 'Email aliases (containing +) are not supported. Using your original email address.',
  unverified:
    'Your email requires verification. Check your inbox or use the resend button in the login form.',
  noSso: 'Could not find SSO method for this account.',
  allFields: 'Please fill in all fields.',
  shortPassword: 'Password must be at least 6 characters long',
  statusFailed: 'Failed to check user status. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  signupFailed: 'Failed to create account. Please try again.',
  resendOk: 'Verification email sent successfully',
  resendFailed: 'Failed to resend verification email. Please try again.',
  accountMissing: 'Could not find this account',
  resetFailed: 'Failed to send reset email',
  resetSent: 'Check your inbox for a link to reset your password.',
  /** SESSION-16: Logout ended the session here, but the auth service did not hear of it. */
  signedOutLocally: 'Signed out on this device; the server could not be reached',
} as const

export const registeredWith = (label: string) =>
  `This account is registered with ${label}. Please use that provider to sign in.`
