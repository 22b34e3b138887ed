import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormat } from '../lib/i18n/use-format.ts';
import { apiError, FakeApi } from '../test/fake-api.ts';
import { aUser } from '../test/fixtures.ts';
import { renderApp } from '../test/render.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { QueryError } from './query-error.tsx';

/** A price, as every page formats them: its digits follow the language too. */
function Price() {
  return <p>{useFormat().money(125000)}</p>;
}

/** The header's switch beside some of the page's words (an error box with its button) and a price. */
const Page = () => (
  <>
    <LanguageSwitch />
    <QueryError error={new Error('boom')} onRetry={() => undefined} />
    <Price />
  </>
);

describe('the language switch', () => {
  it('is a select labelled Language, naming each language in itself', async () => {
    await renderApp(<Page />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'বাংলা']);
  });

  it('choosing বাংলা turns the page’s words and numbers into Bengali at once', async () => {
    const { user } = await renderApp(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByText('৳1,250')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'বাংলা');
    expect(await screen.findByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    expect(screen.getByRole('alert')).toHaveTextContent('কিছু একটা সমস্যা হয়েছে।');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.getByText('৳১,২৫০')).toBeInTheDocument();
  });

  it('keeps the choice in a cookie and sets the page’s lang', async () => {
    const { user } = await renderApp(<Page />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'bn');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'bn'));
    expect(document.cookie).toContain('reboard_lang=bn');

    await user.selectOptions(screen.getByRole('combobox', { name: 'ভাষা' }), 'English');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.cookie).toContain('reboard_lang=en');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('a guest’s choice stays in the browser: nothing is saved to a profile', async () => {
    const { user, api } = await renderApp(<Page />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'bn');
    await screen.findByRole('combobox', { name: 'ভাষা' });
    expect(api.sent('POST', '/api/auth/update-user')).toHaveLength(0);
  });

  it('a signed-in user’s choice is saved on their profile', async () => {
    const api = new FakeApi().on('POST', '/api/auth/update-user', { body: { status: true } });
    const { user } = await renderApp(<Page />, { api, signedIn: aUser() });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'bn');
    await screen.findByRole('combobox', { name: 'ভাষা' });
    expect(api.sent('POST', '/api/auth/update-user').map((r) => r.body)).toEqual([{ locale: 'bn' }]);
  });

  it('the page changes language even when the profile could not be saved', async () => {
    const api = new FakeApi().on('POST', '/api/auth/update-user', apiError(500, 'INTERNAL', 'Something went wrong'));
    const { user } = await renderApp(<Page />, { api, signedIn: aUser() });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'bn');
    expect(await screen.findByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    expect(document.cookie).toContain('reboard_lang=bn');
  });

  it('starts on Bengali on a Bengali page', async () => {
    await renderApp(<Page />, { locale: 'bn' });
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
  });
});
