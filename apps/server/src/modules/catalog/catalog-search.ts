import { encodeCursor, MAX_PAGE_SIZE, type Category, type ProductPage, type ProductSort } from '@reboard/contracts';
import { DomainError, notFound } from '#server/lib/errors.ts';
import { isUuid } from '#server/lib/ids.ts';
import { pageOf } from '#server/lib/keyset.ts';
import { pooledBestMatch } from './best-match.ts';
import type { CatalogCore } from './catalog-core.ts';
import type { CatalogService, ListQuery } from './catalog.types.ts';
import { createCountsRepository, type CappedCount } from './counts.repository.ts';
import { filterKey, readProductCursor, toListingFilter } from './filters.ts';
import type { KeysetCursor, ListingFilter, StorefrontRow } from './products.repository.ts';
import { createSpelling } from './spelling.ts';

/** Below this many matches a search's page is sorted from the matches, not walked from an index. */
const FEW_MATCHES = 2000;
/** A search that finds fewer listings than this is tried again with its words' closest spellings. */
const FEW_TO_CORRECT = 3;

/** The storefront's search: /products and a category's page, with the typo correction. */
export function createCatalogSearch(core: CatalogCore): Pick<CatalogService, 'listProducts' | 'categoryProducts'> {
  const { db, currency, products: productsRepo, categories: categoriesRepo, withSellers } = core;
  const countsRepo = createCountsRepository(db, currency);
  const spelling = createSpelling(db);

  async function findCategory(id: string): Promise<Category> {
    const category = isUuid(id) ? await categoriesRepo.find(id) : undefined;
    if (!category) throw notFound('errors.listing.noSuchCategory');
    return category;
  }

  /** 'Products available': exact from the counters where they can answer, else up to the cap. */
  const countOf = (filter: ListingFilter): Promise<CappedCount> => countsRepo.total(filter);

  /**
   * A search page, and when its words found (almost) nothing, the page of their closest
   * spellings in the catalogue if that finds more, saying which it searched ("Showing results
   * for raspberry pi"). asTyped searches the words as typed. A later page of a corrected search
   * carries the corrected search's cursor, which the typed search refuses: it is read there.
   */
  async function listProducts(query: ListQuery): Promise<ProductPage> {
    const typed = query.q;
    if (!typed || query.asTyped) return searchPage(query);
    const page = await searchPage(query).catch((err: unknown) => {
      if (query.cursor && err instanceof DomainError && err.kind === 'invalid') return undefined;
      throw err;
    });
    if (page && page.total >= FEW_TO_CORRECT) return page;
    const fixed = await spelling.correct(typed);
    if (!fixed) return page ?? searchPage(query);
    const retry = await searchPage({ ...query, q: fixed });
    return !page || retry.total > page.total ? { ...retry, correction: { query: fixed, typed } } : page;
  }

  async function searchPage(query: ListQuery): Promise<ProductPage> {
    // An unknown category filter matches nothing rather than failing the search.
    if (query.category && !isUuid(query.category)) return { items: [], nextCursor: null, total: 0, totalIsExact: true };
    const filter = toListingFilter(query, currency);
    const key = filterKey(filter);
    const cursor = readProductCursor(query.sort, key, query.cursor);
    const limit = Math.min(query.limit, MAX_PAGE_SIZE);
    // A search is counted first: when it matches few listings the page query sorts those few
    // instead of walking the whole date or price index to meet them.
    // Best match over more matches than the count's cap ranks a pool of the newest (best-match.ts).
    const [rows, count] = filter.tsquery
      ? await countOf(filter).then(async (c) => {
          const page = query.sort === 'relevance' && !c.exact ? pooledBestMatch(productsRepo, filter, cursor, limit) : productsRepo.page(filter, query.sort, cursor, limit, c.total <= FEW_MATCHES);
          return [await page, c] as const;
        })
      : await pageAndCount(filter, query.sort, cursor, limit);
    const cursorOf = (last: StorefrontRow) =>
      query.sort === 'relevance'
        ? [query.sort, Number(last.rank), last.id, key, last.sellerVerified ? 1 : 0, last.createdAt.toISOString()]
        : [query.sort, query.sort === 'newest' ? last.createdAt.toISOString() : last.resalePrice, last.id, key];
    const { items, nextCursor } = pageOf(rows, limit, (last) => encodeCursor(cursorOf(last)));
    return { items: withSellers(items), nextCursor, total: count.total, totalIsExact: count.exact };
  }

  /**
   * A page without a text search and its count, in one statement: each row carries the count.
   * A page with no rows carries none; it is counted on its own (nothing, or past the last page).
   */
  async function pageAndCount(filter: ListingFilter, sort: ProductSort, cursor: KeysetCursor | undefined, limit: number) {
    const total = countsRepo.totalSql(filter);
    const rows = await productsRepo.page(filter, sort, cursor, limit, false, total?.sql);
    const first = rows[0];
    const count = first && total ? total.read(Number(first.total)) : cursor ? await countOf(filter) : { total: 0, exact: true };
    return [rows, count] as const;
  }

  return {
    listProducts,

    async categoryProducts(id, query) {
      const category = await findCategory(id);
      return { category, ...(await listProducts({ ...query, category: category.id })) };
    },
  };
}
