import { PendingProofPageSchema, type PendingProof } from '@reboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, FakeApi } from '@/test/fake-api.ts';
import { expectToast, renderApp } from '@/test/render.tsx';
import { ProofPhotosPage } from './proof-photos-page.tsx';

const ID = '0b6f2a4e-3c1d-4e8a-9f10-1a2b3c4d5e01';
const waiting: PendingProof = {
  id: ID,
  name: 'ESP32 board',
  seller: { id: 's1', name: 'Karim Seller', email: 'karim@example.test' },
  code: 'RB-7K2Q',
  photo: '/uploads/proof.webp',
  submittedAt: '2026-11-20T10:00:00.000Z',
};
const page = (items: PendingProof[]) => PendingProofPageSchema.parse({ items, nextCursor: null, total: items.length });

describe('the Proof Photos queue', () => {
  it('shows the code the seller was given beside the photo, and approves it', async () => {
    const api = new FakeApi()
      .on('GET', '/api/admin/proofs', { body: page([waiting]) })
      .on('POST', `/api/admin/proofs/${ID}/approve`, { body: { message: 'ESP32 board now carries the photo-with-code badge' } });
    const { user } = await renderApp(<ProofPhotosPage />, { api });
    const card = await screen.findByRole('article', { name: 'ESP32 board' });
    expect(within(card).getByText('RB-7K2Q')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'The proof photo of ESP32 board' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve ESP32 board' }));
    await expectToast('ESP32 board now carries the photo-with-code badge');
    expect(api.sent('POST', `/api/admin/proofs/${ID}/approve`)).toHaveLength(1);
  });

  it('asks for the reason of a rejection, which the seller reads, and refuses one too short', async () => {
    const api = new FakeApi()
      .on('GET', '/api/admin/proofs', { body: page([waiting]) })
      .on('POST', `/api/admin/proofs/${ID}/reject`, { body: { message: 'The proof photo of ESP32 board was rejected; its seller is told why' } });
    const { user } = await renderApp(<ProofPhotosPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Reject ESP32 board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the proof photo of ESP32 board?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Tell the seller what is wrong with the photo (at least 3 characters)')).toBeInTheDocument();
    expect(api.sent('POST', `/api/admin/proofs/${ID}/reject`)).toHaveLength(0);

    await user.type(reason, ' no code in the photo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast('The proof photo of ESP32 board was rejected; its seller is told why');
    expect(api.sent('POST', `/api/admin/proofs/${ID}/reject`).map((r) => r.body)).toEqual([{ reason: 'x no code in the photo' }]);
  });

  it('shows the refusal when another admin decided first, and the queue fetched again without the photo', async () => {
    // The first read has the photo; the one after the refusal has nothing left.
    let reads = 0;
    const api = new FakeApi()
      .on('GET', '/api/admin/proofs', () => ({ body: page(reads++ === 0 ? [waiting] : []) }))
      .on('POST', `/api/admin/proofs/${ID}/approve`, apiError(409, 'PROOF_NOT_PENDING', 'This proof photo is not waiting for a check any more'));
    const { user } = await renderApp(<ProofPhotosPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Approve ESP32 board' }));
    await expectToast('This proof photo is not waiting for a check any more');
    expect(await screen.findByText('No proof photos to check')).toBeInTheDocument();
  });
});
