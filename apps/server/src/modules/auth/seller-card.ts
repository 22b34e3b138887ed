import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { user } from '#server/db/schema/auth.ts';

/** A seller as a listing's card shows them: public fields only, and whether the account is closed. */
export interface SellerCardJson {
  id: string;
  name: string;
  image: string | null;
  verified: boolean;
  deleted: boolean;
}

/**
 * The person whose id `sellerId` gives, as one SQL expression (JSON; null for an unknown id),
 * for the catalogue's queries to carry along with each listing: a page is then one statement,
 * and only auth's code names auth's table. Public fields only: no address, no contact.
 */
export const sellerCardSql = (sellerId: SQLWrapper): SQL<SellerCardJson | null> =>
  sql`(select json_build_object('id', ${user.id}, 'name', ${user.name}, 'image', ${user.image}, 'verified', ${user.sellerVerified}, 'deleted', ${user.deletedAt} is not null) from ${user} where ${user.id} = ${sellerId})`;
