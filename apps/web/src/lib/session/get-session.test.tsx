import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api.ts';
import { aUser } from '../../test/fixtures.ts';
import { loadCatalogue, pickAreas } from '../i18n/catalogue.ts';
import { createI18n } from '../i18n/i18n.ts';
import { useSession } from './get-session.ts';

/** What a signed-in person has and a guest's page never showed: the header's bell. */
function Bell() {
  const { t } = useTranslation();
  const { user } = useSession();
  return user ? <button type="button" aria-label={t('notifications.bell.label')} /> : <p>{t('layout.skipToContent')}</p>;
}

/** A server-rendered guest page in the browser: only the areas the server's render used, and no session yet. */
async function renderGuestPage(api: FakeApi) {
  api.install();
  // Every name the bell is shown with, as the document changes (before any later render can mend it).
  const namesShown: (string | null)[] = [];
  const observer = new MutationObserver(() => {
    for (const button of document.querySelectorAll('button')) namesShown.push(button.getAttribute('aria-label'));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  const i18n = await createI18n('en', { areas: pickAreas(await loadCatalogue('en'), ['layout']) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Bell />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { namesShown, stop: () => observer.disconnect() };
}

describe('the session on a server-rendered page', () => {
  it('shows a signed-in person’s parts with their words from the first moment, never with an empty name', async () => {
    const { namesShown, stop } = await renderGuestPage(new FakeApi().on('GET', '/api/session', { body: { user: aUser() } }));
    expect(await screen.findByRole('button')).toHaveAccessibleName('Notifications');
    stop();
    expect(new Set(namesShown)).toEqual(new Set(['Notifications']));
  });
});
