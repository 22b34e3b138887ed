import type { Message } from '@reboard/contracts';
import { apiFetch } from '@/lib/api-client.ts';
import { useAccountMove } from './move-account.ts';
import type { AccountKind } from './admin-keys.ts';

/**
 * DELETE /api/admin/users/:id: a soft delete. The server's message differs by role:
 * "{name} deleted successfully" (seller), "{name}'s account deleted successfully" (buyer).
 */
export function deleteAccount(id: string): Promise<Message> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE', schema: (s) => s.MessageSchema });
}

export const useDeleteAccount = (kind: AccountKind) => useAccountMove(kind, deleteAccount);
