import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiFetch, ApiRequestError, errorMessage, withQuery } from './api-client.ts';
import { englishText } from './translate.ts';

function respond(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('withQuery', () => {
  it('leaves out empty values so equal filters give equal URLs', () => {
    expect(withQuery('/api/products', { q: 'esp 32', category: '', cursor: null, limit: 24, sort: undefined })).toBe(
      '/api/products?q=esp+32&limit=24',
    );
    expect(withQuery('/api/products', {})).toBe('/api/products');
  });
});

describe('apiFetch', () => {
  const Schema = z.object({ message: z.string() });

  it('returns the parsed body of a successful call', async () => {
    respond(201, { message: 'Thanks!' });
    await expect(apiFetch('/api/newsletter', { method: 'POST', body: {}, schema: () => Schema })).resolves.toEqual({
      message: 'Thanks!',
    });
  });

  it('throws the server’s code, message and field errors', async () => {
    respond(400, { error: { code: 'VALIDATION', message: 'Invalid input', fields: { email: 'Enter a valid email address' } } });
    const error = await apiFetch('/api/newsletter', { schema: () => Schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid input',
      fields: { email: 'Enter a valid email address' },
    });
  });

  it('still gives a status and code when the error body is not the API’s shape', async () => {
    respond(502, 'Bad gateway');
    await expect(apiFetch('/api/config', { schema: () => Schema })).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('refuses a response that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond(200, { wrong: true });
    await expect(apiFetch('/api/config', { schema: () => Schema })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('apiFetch with a file', () => {
  it('sends FormData as it is, leaving the multipart Content-Type to the browser', async () => {
    const fetchMock = vi.fn(
      async (_path: string, _init?: RequestInit) => new Response(JSON.stringify({ url: '/uploads/x.webp' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('image', new Blob(['x']), 'x.png');
    await apiFetch('/api/uploads', { method: 'POST', body: form, schema: () => z.object({ url: z.string() }) });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});

describe('errorMessage', () => {
  const t = (key: string) => `[${key}]`;

  it('gives the server’s words as they are: the server has already translated them', () => {
    const error = new ApiRequestError(409, { error: { code: 'SOLD', message: 'এই পণ্যটি বিক্রি হয়ে গেছে' } });
    expect(errorMessage(error, t)).toBe('এই পণ্যটি বিক্রি হয়ে গেছে');
  });

  it('translates the browser’s own words', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = await apiFetch('/api/config', { schema: () => z.object({}) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', key: 'common.error.network' });
    expect(errorMessage(error, t)).toBe('[common.error.network]');
    expect(errorMessage(error, englishText)).toBe('Could not reach the server. Check your connection.');
  });

  it('falls back to the caller’s words, else a generic line in the page’s language', () => {
    expect(errorMessage(new Error('boom'), t, 'The picture could not be uploaded')).toBe('The picture could not be uploaded');
    expect(errorMessage(new Error('boom'), t)).toBe('[common.error.generic]');
    expect(errorMessage(new Error('boom'), englishText)).toBe('Something went wrong. Please try again.');
  });
});
