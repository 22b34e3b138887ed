import type { AccountStatus, AdminUser, AdminUserPage, Party, SignUp } from '@reboard/contracts';
import type { Locale } from '@reboard/contracts/i18n';
import type { Database, Tx } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import { decodeKeyset, encodeKeyset, pageOf, type ListQuery } from '#server/lib/keyset.ts';
import { createAccountsRepository, type ActiveAccount, type RemovedAccount } from './accounts.repository.ts';

/** What other modules may know of a person: enough to show them next to a listing or a report. */
export interface Person {
  id: string;
  name: string;
  email: string;
  image: string | null;
  sellerVerified: boolean;
  /** A deleted account's name still shows on old records, but its listings leave the storefront. */
  deleted: boolean;
  /** The language they chose (their mails come in it); null when they never chose. */
  locale?: Locale | null | undefined;
}

/** A person as a record names them: who reported, who resolved, which admin acted. */
export const partyOf = (p: Person): Party => ({ id: p.id, name: p.name, email: p.email });

/**
 * The auth module owns the user table: other modules read and change people only through
 * this service. Writes take the caller's transaction when they must commit with its own.
 */
export interface AccountsService {
  /** Whether the address has an account, a closed one included. */
  emailHasAccount(email: string): Promise<boolean>;
  /** People by id, in one query, as a map (unknown ids are simply absent). */
  people(ids: Iterable<string>): Promise<Map<string, Person>>;
  /** Ids of everyone whose name or email contains `q`, for other modules' searches. */
  idsMatching(q: string): Promise<string[]>;
  /** A live account, or undefined (deleted ones count as gone). */
  findActive(id: string): Promise<ActiveAccount | undefined>;
  /** A removed account (with when it was removed), or undefined for a live or unknown one. */
  findRemoved(id: string): Promise<RemovedAccount | undefined>;
  listByRole(role: SignUp['role'], query: ListQuery & { status: AccountStatus }): Promise<AdminUserPage>;
  verifySeller(id: string, tx?: Tx): Promise<void>;
  softDelete(id: string, at: Date, tx?: Tx): Promise<void>;
  /** Undoes a soft delete; refused when a new account has signed up with the address since. */
  restore(id: string, email: string, tx?: Tx): Promise<void>;
}

export function createAccountsService(db: Database): AccountsService {
  const repo = createAccountsRepository(db);
  return {
    // A closed account counts: its owner goes on to the password and is told the account was closed.
    emailHasAccount: async (email: string) => Boolean((await repo.byEmail(email)) ?? (await repo.closedByEmail(email))),

    /** People by id, in one query, as a map (unknown ids are simply absent). */
    async people(ids: Iterable<string>): Promise<Map<string, Person>> {
      const rows = await repo.people([...new Set(ids)]);
      return new Map(
        rows.map((r) => [
          r.id,
          { id: r.id, name: r.name, email: r.email, image: r.image, sellerVerified: r.sellerVerified, deleted: r.deletedAt !== null, locale: r.locale ?? null },
        ]),
      );
    },

    /** Ids of everyone whose name or email contains `q`, for other modules' searches. */
    idsMatching: (q: string) => repo.idsMatching(q),

    /** A live account, or undefined (deleted ones count as gone). */
    findActive: (id: string) => repo.findActive(id),

    /** A removed account (with when it was removed), or undefined for a live or unknown one. */
    findRemoved: (id: string) => repo.findRemoved(id),

    async listByRole(role: SignUp['role'], query: ListQuery & { status: AccountStatus }): Promise<AdminUserPage> {
      const { rows, total } = await repo.pageByRole(role, query.status, query.q, decodeKeyset(query.cursor), query.limit);
      const { items, nextCursor } = pageOf(rows, query.limit, encodeKeyset);
      const toUser = (u: (typeof items)[number]): AdminUser => ({
        ...u,
        createdAt: u.createdAt.toISOString(),
        removedAt: u.removedAt?.toISOString() ?? null,
      });
      return { items: items.map(toUser), nextCursor, total };
    },

    verifySeller: (id: string, tx?: Tx) => repo.verifySeller(id, tx),

    softDelete: (id: string, at: Date, tx?: Tx) => repo.softDelete(id, at, tx),

    /** Undoes a soft delete; refused when a new account has signed up with the address since. */
    async restore(id: string, email: string, tx?: Tx): Promise<void> {
      if (await repo.emailTaken(email, tx)) {
        throw conflict('EMAIL_TAKEN', 'errors.auth.emailTaken').withParams({ email });
      }
      await repo.restore(id, tx);
    },
  };
}
