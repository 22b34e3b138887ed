import type { AccountStatus, Role } from '@reboard/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { account, session, user, verification } from '#server/db/schema/auth.ts';
import { afterKeyset, containsAny, type Keyset } from '#server/lib/keyset.ts';

/** Where a closed account's `email` points instead: unique, and never a deliverable address. */
export const tombstoneEmail = (id: string) => `${id}@closed.invalid`;

/** The address a person had: a closed account's original, kept aside from the live ones (decision 017). */
const shownEmail = sql<string>`coalesce(${user.closedEmail}, ${user.email})`;

type UserRecord = typeof user.$inferSelect;

/** A live account as an admin acts on it. */
export type ActiveAccount = Pick<UserRecord, 'id' | 'name' | 'email' | 'role' | 'sellerVerified' | 'image' | 'createdAt'>;

/** A removed account, with the address it had and when it was removed. */
export type RemovedAccount = Pick<UserRecord, 'id' | 'name' | 'role'> & { email: string; removedAt: Date };

/** A person as other modules are shown them, deleted ones included. */
export type PersonRecord = Pick<UserRecord, 'id' | 'name' | 'image' | 'sellerVerified' | 'deletedAt' | 'locale'> & { email: string };

/** A row of the admins' list of accounts. */
export type AccountListRow = Pick<UserRecord, 'id' | 'name' | 'image' | 'role' | 'createdAt'> & { email: string; verified: boolean; removedAt: Date | null };

/** People as the rest of Reboard sees them: reads by id or role, and the admin's changes. */
export interface AccountsRepository {
  /** The live account with this address. */
  byEmail(email: string): Promise<{ id: string } | undefined>;
  /** The most recently closed account that had this address, with its password hash if it had one. */
  closedByEmail(email: string): Promise<{ id: string; passwordHash: string | null } | undefined>;
  /** Deletes the account's outstanding password reset links. */
  voidResetLinks(userId: string): Promise<void>;
  findActive(id: string): Promise<ActiveAccount | undefined>;
  /** Several people by id in one query, deleted ones included (callers decide what to show). */
  people(ids: string[]): Promise<PersonRecord[]>;
  /** Ids of everyone whose name or email contains `q`. */
  idsMatching(q: string): Promise<string[]>;
  /** A removed account, with when it was removed; undefined for a live or unknown one. */
  findRemoved(id: string): Promise<RemovedAccount | undefined>;
  pageByRole(
    role: Role,
    status: AccountStatus,
    q: string | undefined,
    after: Keyset | undefined,
    limit: number,
  ): Promise<{ rows: AccountListRow[]; total: number }>;
  verifySeller(id: string, exec?: Executor): Promise<void>;
  /** Soft delete at `at`: the row stays for orders and payments; its sessions end now. */
  softDelete(id: string, at: Date, exec?: Executor): Promise<void>;
  /** Whether a live account holds `email` (a closed one holds a tombstone instead). */
  emailTaken(email: string, exec?: Executor): Promise<boolean>;
  /** Undoes a soft delete, the address back in place. */
  restore(id: string, exec?: Executor): Promise<void>;
  makeAdmin(id: string, changes: { name?: string; emailVerified?: boolean }): Promise<void>;
}

export function createAccountsRepository(db: Database): AccountsRepository {
  return {
    /** The live account with this address. */
    async byEmail(email: string) {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row;
    },

    /** The most recently closed account that had this address, with its password hash if it had one. */
    async closedByEmail(email: string) {
      const [row] = await db
        .select({ id: user.id, passwordHash: account.password })
        .from(user)
        .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .where(and(eq(user.closedEmail, email), isNotNull(user.deletedAt)))
        .orderBy(desc(user.deletedAt))
        .limit(1);
      return row;
    },

    /** Deletes the account's outstanding password reset links (Better Auth keeps each as `reset-password:<token>` → user id). */
    async voidResetLinks(userId: string): Promise<void> {
      await db.delete(verification).where(and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%')));
    },

    async findActive(id: string) {
      const [row] = await db
        .select({ id: user.id, name: user.name, email: user.email, role: user.role, sellerVerified: user.sellerVerified, image: user.image, createdAt: user.createdAt })
        .from(user)
        .where(and(eq(user.id, id), isNull(user.deletedAt)));
      return row;
    },

    /** Several people by id in one query, deleted ones included (callers decide what to show). */
    people: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: user.id,
              name: user.name,
              email: shownEmail,
              image: user.image,
              sellerVerified: user.sellerVerified,
              deletedAt: user.deletedAt,
              locale: user.locale,
            })
            .from(user)
            .where(inArray(user.id, ids)),

    /** Ids of everyone whose name or email contains `q`. */
    async idsMatching(q: string): Promise<string[]> {
      const rows = await db.select({ id: user.id }).from(user).where(containsAny(q, user.name, shownEmail));
      return rows.map((r) => r.id);
    },

    /** A removed account, with when it was removed; undefined for a live or unknown one. */
    async findRemoved(id: string) {
      const [row] = await db
        .select({ id: user.id, name: user.name, email: shownEmail, role: user.role, removedAt: user.deletedAt })
        .from(user)
        .where(and(eq(user.id, id), isNotNull(user.deletedAt)));
      return row && row.removedAt ? { ...row, removedAt: row.removedAt } : undefined;
    },

    async pageByRole(role: Role, status: AccountStatus, q: string | undefined, after: Keyset | undefined, limit: number) {
      const live = status === 'active' ? isNull(user.deletedAt) : isNotNull(user.deletedAt);
      const where = and(eq(user.role, role), live, containsAny(q, user.name, shownEmail));
      const rows = await db
        .select({
          id: user.id,
          name: user.name,
          email: shownEmail,
          image: user.image,
          role: user.role,
          verified: user.sellerVerified,
          createdAt: user.createdAt,
          removedAt: user.deletedAt,
        })
        .from(user)
        .where(and(where, afterKeyset(user.createdAt, user.id, after)))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(limit + 1);
      const [total] = await db.select({ n: count() }).from(user).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async verifySeller(id: string, exec: Executor = db): Promise<void> {
      await exec.update(user).set({ sellerVerified: true, updatedAt: new Date() }).where(eq(user.id, id));
    },

    /**
     * Soft delete at `at`: the row stays for orders and payments; its sessions end now. The
     * address moves aside so that it can sign up again as a new account.
     */
    async softDelete(id: string, at: Date, exec: Executor = db): Promise<void> {
      await exec
        .update(user)
        .set({ deletedAt: at, updatedAt: at, closedEmail: user.email, email: tombstoneEmail(id) })
        .where(and(eq(user.id, id), isNull(user.deletedAt)));
      await exec.delete(session).where(eq(session.userId, id));
    },

    /** Whether a live account holds `email` (a closed one holds a tombstone instead). */
    async emailTaken(email: string, exec: Executor = db): Promise<boolean> {
      const [row] = await exec.select({ id: user.id }).from(user).where(and(eq(user.email, email), isNull(user.deletedAt)));
      return Boolean(row);
    },

    /** Undoes a soft delete, the address back in place; the person signs in again (their sessions ended with the delete). */
    async restore(id: string, exec: Executor = db): Promise<void> {
      await exec
        .update(user)
        .set({ deletedAt: null, updatedAt: new Date(), email: shownEmail, closedEmail: null })
        .where(eq(user.id, id));
    },

    async makeAdmin(id: string, changes: { name?: string; emailVerified?: boolean }): Promise<void> {
      await db
        .update(user)
        .set({ role: 'admin', updatedAt: new Date(), ...changes })
        .where(eq(user.id, id));
    },
  };
}
