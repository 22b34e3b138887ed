import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n.ts';
import { oauthErrorMessage, parseOAuthResult, resultFromSearch } from './oauth-result.ts';

describe('provider sign-in result', () => {
  it('reads success and failure from the completion page’s URL', () => {
    expect(resultFromSearch(new URLSearchParams(''))).toEqual({ type: 'reboard:oauth', ok: true });
    expect(resultFromSearch(new URLSearchParams('error=provider'))).toEqual({
      type: 'reboard:oauth',
      ok: false,
      error: 'provider',
    });
  });

  it('accepts only its own message shape', () => {
    expect(parseOAuthResult({ type: 'reboard:oauth', ok: true })).toEqual({ type: 'reboard:oauth', ok: true });
    expect(parseOAuthResult({ type: 'other', ok: true })).toBeNull();
    expect(parseOAuthResult('reboard:oauth')).toBeNull();
    expect(parseOAuthResult({ type: 'reboard:oauth', ok: 'yes' })).toBeNull();
  });

  it('says plainly what went wrong', async () => {
    const { t } = await createI18n('en');
    expect(oauthErrorMessage(t, 'not_configured', 'GitHub')).toBe('GitHub sign-in is not configured on this server');
    expect(oauthErrorMessage(t, 'not_configured')).toBe('This provider sign-in is not configured on this server');
    expect(oauthErrorMessage(t, 'access_denied', 'Google')).toBe('Sign-in did not complete. Please try again.');
  });

  it('says it in Bengali too', async () => {
    const { t } = await createI18n('bn');
    expect(oauthErrorMessage(t, 'not_configured', 'GitHub')).toContain('GitHub');
    expect(oauthErrorMessage(t, 'access_denied')).not.toBe('Sign-in did not complete. Please try again.');
  });
});
