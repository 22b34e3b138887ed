import fs from 'node:fs/promises';
import { pictureVariantUrl } from '@reboard/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#test/app.ts';
import { requestAs, signUp } from '#test/auth.ts';
import { eventually } from '#test/eventually.ts';
import { listingInput } from '#test/factories.ts';
import { picture, uploadPicture } from '#test/uploads.ts';
import { jobs, uploads } from '#server/db/schema/index.ts';
import { UNUSED_UPLOAD_JOB, UNUSED_UPLOAD_MS } from './uploads.service.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A picture wide enough to get all three narrower copies (320, 640 and 1200 px). */
const WIDE = { width: 1400, height: 700 };
const filesOf = (url: string) => [url, ...[320, 640, 1200].map((w) => pictureVariantUrl(url, w))];

describe('uploads nobody used', () => {
  // Encoding two wide pictures with their copies takes a while on a busy machine.
  it('are deleted a day after they were uploaded, files, copies and row; a used one stays', { timeout: 60_000 }, async () => {
    // The runner looks every 20 ms, so the day's end is seen at once.
    t = await createTestApp({ JOB_POLL_MS: '20' });
    const app = t.app;
    const { db } = t.database;
    const seller = await signUp(app, { role: 'seller' });
    const upload = async () => (await uploadPicture(app, seller.cookie, 'wide.png', 'image/png', await picture('png', WIDE.width, WIDE.height))).json().url as string;
    const [unused, used] = [await upload(), await upload()];
    const listed = await requestAs(app, seller, 'POST', '/api/products', { ...listingInput, photos: [used] });
    expect(listed.statusCode, listed.body).toBe(201);

    // Each upload's deadline is a day after it, in the queue with it.
    const deadlines = await db.select({ key: jobs.key, runAt: jobs.runAt, createdAt: jobs.createdAt }).from(jobs).where(eq(jobs.kind, UNUSED_UPLOAD_JOB));
    expect(deadlines.map((d) => `/uploads/${d.key}`).sort()).toEqual([unused, used].sort());
    for (const d of deadlines) expect(Math.abs(d.runAt.getTime() - d.createdAt.getTime() - UNUSED_UPLOAD_MS)).toBeLessThan(60_000);
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    for (const url of [...filesOf(unused), ...filesOf(used)]) expect(await status(url), url).toBe(200);

    // A day goes by.
    await db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.kind, UNUSED_UPLOAD_JOB));
    const left = async () => (await db.select({ key: uploads.key }).from(uploads)).map((r) => `/uploads/${r.key}`);
    await eventually(async () => (await left()).length === 1, 'the unused upload is deleted');
    await eventually(async () => (await db.select().from(jobs).where(eq(jobs.kind, UNUSED_UPLOAD_JOB))).every((j) => j.status === 'done'), 'both deadlines are done');

    expect(await left()).toEqual([used]);
    for (const url of filesOf(unused)) expect(await status(url), url).toBe(404);
    for (const url of filesOf(used)) expect(await status(url), url).toBe(200);
    // Nothing of the deleted picture is left on the disk either.
    const onDisk = (await fs.readdir(t.config.uploadDir)).sort();
    expect(onDisk).toEqual(filesOf(used).map((u) => u.slice('/uploads/'.length)).sort());
    expect((await requestAs(app, null, 'GET', `/api/products/${listed.json().id}`)).json().photos).toEqual([used]);
  });
});
