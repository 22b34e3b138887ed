import type { Message } from '@reboard/contracts';
import { apiFetch } from '@/lib/api-client.ts';
import { useAccountMove } from './move-account.ts';
import type { AccountKind } from './admin-keys.ts';

/** POST /api/admin/users/:id/restore → "{name}'s account restored". */
export function restoreAccount(id: string): Promise<Message> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/restore`, { method: 'POST', schema: (s) => s.MessageSchema });
}

export const useRestoreAccount = (kind: AccountKind) => useAccountMove(kind, restoreAccount);
