import type { UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { setServerErrors } from './form-errors.ts';
import { englishText as t } from './translate.ts';

type Values = { name: string; email: string };

function fakeSetError() {
  return vi.fn<UseFormSetError<Values>>();
}

function apiError(code: string, message: string, fields?: Record<string, string>) {
  return new ApiRequestError(400, { error: { code, message, ...(fields ? { fields } : {}) } });
}

describe('setServerErrors', () => {
  it('puts each message the server names under the form field of that name', () => {
    const setError = fakeSetError();
    const error = apiError('VALIDATION', 'Invalid input', { email: 'Email is taken', name: 'Too long' });

    expect(setServerErrors<Values>(setError, error, ['name', 'email'], { t })).toBe(true);

    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
      ['email', { type: 'server', message: 'Email is taken' }, { shouldFocus: false }],
    ]);
  });

  it('leaves out fields the form does not show', () => {
    const setError = fakeSetError();
    const error = apiError('VALIDATION', 'Invalid input', { email: 'Email is taken', productId: 'Unknown product' });

    setServerErrors<Values>(setError, error, ['email'], { t });

    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Email is taken' }, { shouldFocus: false });
  });

  it('focuses only the first field when asked to', () => {
    const setError = fakeSetError();
    const error = apiError('VALIDATION', 'Invalid input', { email: 'Email is taken', name: 'Too long' });

    setServerErrors<Values>(setError, error, ['name', 'email'], { t, shouldFocus: true });

    expect(setError.mock.calls.map(([, , options]) => options)).toEqual([{ shouldFocus: true }, { shouldFocus: false }]);
  });

  it('puts the message of a code the form knows under its field when the server named none', () => {
    const setError = fakeSetError();
    const error = apiError('ALREADY_SUBSCRIBED', 'You are already subscribed');

    expect(setServerErrors<Values>(setError, error, ['name', 'email'], { t, codeFields: { ALREADY_SUBSCRIBED: 'email' } })).toBe(true);

    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'You are already subscribed' }, { shouldFocus: false });
  });

  it('prefers the field message over the code message', () => {
    const setError = fakeSetError();
    const error = apiError('ALREADY_SUBSCRIBED', 'You are already subscribed', { email: 'This email is subscribed' });

    setServerErrors<Values>(setError, error, ['email'], { t, codeFields: { ALREADY_SUBSCRIBED: 'email' } });

    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'This email is subscribed' }, { shouldFocus: false });
  });

  it('gives a failure without field messages to the form as a whole', () => {
    const setError = fakeSetError();

    expect(setServerErrors<Values>(setError, new ApiRequestError(409, { error: { code: 'SOLD', message: 'Already sold' } }), ['email'], { t })).toBe(
      false,
    );
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Already sold' });
  });

  it('uses a generic message for an error that did not come from the API', () => {
    const setError = fakeSetError();

    expect(setServerErrors<Values>(setError, new TypeError('boom'), ['email'], { t })).toBe(false);
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Something went wrong. Please try again.',
    });
  });
});
