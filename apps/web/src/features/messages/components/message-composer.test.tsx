import { MESSAGE_BODY_MAX } from '@reboard/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, deferred, FakeApi, type FakeAnswer } from '@/test/fake-api.ts';
import { aMessage } from '@/test/fixtures.ts';
import { expectToast, renderApp, toastTexts } from '@/test/render.tsx';
import { MessageComposer } from './message-composer.tsx';

const MESSAGES = '/api/conversations/c1/messages';

async function renderComposer(answer: FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>) = { status: 201, body: aMessage() }, locale: 'en' | 'bn' = 'en') {
  const api = new FakeApi().on('POST', MESSAGES, answer);
  const onClosed = vi.fn();
  const view = await renderApp(<MessageComposer conversationId="c1" onClosed={onClosed} />, { api, locale });
  const box = screen.getByRole('textbox', { name: locale === 'en' ? 'Your message' : 'আপনার বার্তা' });
  return { ...view, onClosed, box };
}

describe('the message composer', () => {
  it('counts the characters as they are typed, up to the limit', async () => {
    const { user, box } = await renderComposer();
    expect(box).toHaveAccessibleDescription('0 / 2000 characters · Ctrl+Enter to send');
    await user.type(box, 'Is it working?');
    expect(box).toHaveAccessibleDescription('14 / 2000 characters · Ctrl+Enter to send');
    expect(box).toHaveAttribute('maxlength', String(MESSAGE_BODY_MAX));
  });

  it('sends the text, then empties the box', async () => {
    const { user, box, api } = await renderComposer();
    await user.type(box, 'Does the Ethernet port work?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(api.sent('POST', MESSAGES).map((r) => r.body)).toEqual([{ body: 'Does the Ethernet port work?' }]);
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });

  it('Ctrl+Enter sends; Enter alone starts a new line', async () => {
    const { user, box, api } = await renderComposer();
    await user.type(box, 'First line{Enter}second line');
    expect(api.sent('POST', MESSAGES)).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.sent('POST', MESSAGES).map((r) => r.body)).toEqual([{ body: 'First line\nsecond line' }]));
  });

  it('an empty or blank message is not sent and asks for words', async () => {
    const { user, box, api } = await renderComposer();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/^Write a message/);
    await user.type(box, '   {Control>}{Enter}{/Control}');
    expect(api.sent('POST', MESSAGES)).toHaveLength(0);
  });

  it('shows the server’s word on the text under the box and keeps what was written', async () => {
    const { user, box } = await renderComposer(apiError(400, 'VALIDATION', 'Invalid input: body', { body: 'Messages cannot contain control characters' }));
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(/^Messages cannot contain control characters/));
    expect(box).toHaveValue('Hello');
    expect(toastTexts()).toEqual([]);
  });

  it('a conversation closed meanwhile: the server’s reason as a toast, and the page is told', async () => {
    const { user, box, onClosed } = await renderComposer(apiError(409, 'CONFLICT', 'This listing is no longer on sale'));
    await user.type(box, 'Still there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expectToast('This listing is no longer on sale');
    expect(onClosed).toHaveBeenCalledOnce();
    expect(box).toHaveAttribute('aria-invalid', 'false');
  });

  it('without a connection, says so and keeps the text to send again', async () => {
    const { user, box, onClosed } = await renderComposer(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(box, 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await expectToast('Could not reach the server. Check your connection.');
    expect(box).toHaveAccessibleDescription(/^Could not reach the server/);
    expect(box).toHaveValue('Hello?');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('sends once while the first send is on its way', async () => {
    const answer = deferred<FakeAnswer>();
    const { user, box, api } = await renderComposer(() => answer.promise);
    await user.type(box, 'Once');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    await user.type(box, '{Control>}{Enter}{/Control}');
    answer.resolve({ status: 201, body: aMessage({ body: 'Once' }) });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(api.sent('POST', MESSAGES)).toHaveLength(1);
  });

  it('counts in Bengali digits on a Bengali page', async () => {
    const { user, box } = await renderComposer(undefined, 'bn');
    await user.type(box, 'ভালো আছে?');
    expect(box).toHaveAccessibleDescription('৯ / ২০০০ অক্ষর · পাঠাতে Ctrl+Enter চাপুন');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'পাঠান' }));
    expect(box).toHaveAccessibleDescription(/^একটি বার্তা লিখুন/);
  });
});
