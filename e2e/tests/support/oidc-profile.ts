/** The one person the local OpenID Connect provider signs in (as Google would). */
export const OIDC_PROFILE = {
  sub: 'e2e-google-user',
  email: 'popup.user@e2e.reboard.test',
  name: 'Popup User',
  email_verified: true,
};
