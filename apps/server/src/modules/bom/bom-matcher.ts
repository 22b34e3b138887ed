import { BOM_OFFERS_PER_LINE, ProductListQuerySchema, type BomLine, type BomLineResult, type BomOffer } from '@reboard/contracts';
import { partKeyOf, type CatalogService, type PartOffer } from '../catalog/index.ts';
import { byChoice, choiceOf } from './bom-choice.ts';

/** What matching asks of the catalogue. */
export type MatchCatalog = Pick<CatalogService, 'offersForParts' | 'offersByIds' | 'listProducts'>;

/** Listings read per part key: more than a line shows, so the per-seller view sees more sellers. */
const PER_KEY = 12;
/** Matches of a description's search considered for its line. */
const PER_SEARCH = 10;
/**
 * Searches run at once: PostgreSQL answers several in parallel (more would crowd out the
 * storefront); the embedded database has one connection, where one at a time keeps its bounded
 * queue from refusing the storefront's requests.
 */
export const SEARCH_CONCURRENCY = { postgres: 4, embedded: 1 } as const;

export function toOffer({ product, available }: PartOffer): BomOffer {
  return {
    productId: product.id,
    name: product.name,
    partNumber: product.partNumber,
    condition: product.condition,
    location: product.location,
    picture: product.picture,
    seller: { id: product.seller.id, name: product.seller.name, verified: product.seller.verified },
    unitPrice: product.resalePrice,
    available,
    courier: product.delivery.courierFeeInside !== null,
  };
}

/** A line's answer, and every listing found for it (the per-seller view looks past the few a line shows). */
export interface MatchedLine {
  result: BomLineResult;
  candidates: BomOffer[];
}

/** Runs `task` over `items`, at most `limit` at a time, answers in the items' order. */
async function pooled<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The ids a storefront search finds for a description, best match first; none when it is no valid search. */
async function searchIds(catalog: MatchCatalog, text: string): Promise<string[]> {
  const query = ProductListQuerySchema.safeParse({ q: text.slice(0, 100), sort: 'relevance', limit: PER_SEARCH });
  if (!query.success) return [];
  return (await catalog.listProducts(query.data)).items.map((p) => p.id);
}

/**
 * Matches each line: by part number first (exact or spelt differently: one query for every key
 * of the BOM), and only the lines without such a match by the storefront's search of their
 * description, a few at a time. Each line gets its best listings and its best choice.
 */
export async function matchLines(catalog: MatchCatalog, lines: BomLine[], concurrency: number = SEARCH_CONCURRENCY.postgres): Promise<MatchedLine[]> {
  const keyOf = new Map(lines.map((l) => [l, partKeyOf(l.partNumber)]));
  const wants = new Map<string, number>();
  for (const [line, key] of keyOf) if (key) wants.set(key, Math.max(wants.get(key) ?? 0, line.quantity));
  const byKey = new Map<string, BomOffer[]>();
  for (const offer of await catalog.offersForParts([...wants].map(([key, units]) => ({ key, units })), PER_KEY)) {
    byKey.set(offer.partKey, [...(byKey.get(offer.partKey) ?? []), toOffer(offer)]);
  }

  const unmatched = lines.filter((l) => !byKey.has(keyOf.get(l) ?? ''));
  // One search per distinct description, however many lines share it.
  const texts = [...new Set(unmatched.map((l) => l.description || l.partNumber || '').filter((t) => t.trim() !== ''))];
  const found = await pooled(texts, concurrency, (text) => searchIds(catalog, text));
  const idsOf = new Map(texts.map((t, i) => [t, found[i]!]));
  const offers = new Map((await catalog.offersByIds([...new Set(found.flat())])).map((o) => [o.product.id, toOffer(o)]));

  return lines.map((line) => {
    const byPart = byKey.get(keyOf.get(line) ?? '');
    const bySearch = byPart ? [] : (idsOf.get(line.description || line.partNumber || '') ?? []).flatMap((id) => offers.get(id) ?? []);
    const all = (byPart ?? bySearch).sort(byChoice(line.quantity));
    const shown = all.slice(0, BOM_OFFERS_PER_LINE);
    const result: BomLineResult = {
      ...line,
      matched: all.length > 0,
      matchedBy: byPart ? 'part_number' : bySearch.length > 0 ? 'search' : null,
      offers: shown,
      // Sorted by the choice's rule: the first is the best.
      best: shown[0] ? choiceOf(shown[0], line.quantity) : null,
    };
    return { result, candidates: all };
  });
}
