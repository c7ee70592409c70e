/** What the SSO / SAML controls say. */
export const SSO_MESSAGES = {
  ssoSetupFirst: 'Please complete SSO setup first',
  ssoConnectFailed: 'Failed to connect to SSO provider',
  ssoSetupFailed: 'Failed to set up SSO. Please try again.',
  ssoConnected: 'Successfully connected to SSO provider',
  ssoInlineFailure:
    'Failed to connect to SSO provider. Please check your configuration and try again.',
} as const
