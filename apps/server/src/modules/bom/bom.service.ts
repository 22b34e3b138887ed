import {
  BOM_MAX_LINES,
  WANTED_LIST_LIMIT,
  type BomLine,
  type BomMatchResult,
  type SaveWantedListRequest,
  type SessionUser,
  type WantedList,
  type WantedLists,
  type WantedListSummary,
} from '@reboard/contracts';
import type { Database } from '#server/db/client.ts';
import { conflict, invalid, notFound } from '#server/lib/errors.ts';
import { partKeyOf } from '../catalog/index.ts';
import { groupBySeller, totalsOf } from './bom-choice.ts';
import { matchLines, SEARCH_CONCURRENCY, type MatchCatalog, type MatchedLine } from './bom-matcher.ts';
import { readBom } from './bom-reader.ts';
import { createBomRepository, type WantedLineRecord } from './bom.repository.ts';

/** BOM search for anyone, and a signed-in person's wanted lists. */
export interface BomService {
  /** Reads a pasted BOM and matches every line against the listings for sale. */
  match(text: string): Promise<BomMatchResult>;
  save(user: SessionUser, input: SaveWantedListRequest): Promise<WantedListSummary>;
  lists(user: SessionUser): Promise<WantedLists>;
  /** One of the person's lists with its open lines matched now; 404 for anyone else's. */
  list(user: SessionUser, id: string): Promise<WantedList>;
  remove(user: SessionUser, id: string): Promise<void>;
  setLineClosed(user: SessionUser, listId: string, lineId: string, closed: boolean): Promise<WantedList>;
}

/** The BOM's lines, refused with the field named when there are none or too many. */
function linesOf(text: string): BomLine[] {
  const lines = readBom(text);
  if (lines.length === 0) throw invalid('bom.validation.noLines', { text: 'bom.validation.noLines' });
  if (lines.length > BOM_MAX_LINES) {
    throw invalid('bom.validation.tooManyLines', { text: 'bom.validation.tooManyLines' }).withParams({ max: BOM_MAX_LINES, count: lines.length });
  }
  return lines;
}

/** The answer's shape from matched lines: each line, the sellers' groups, the total. */
function answerOf(matched: MatchedLine[]): BomMatchResult {
  const lines = matched.map((m) => m.result);
  const sellers = groupBySeller(matched.map((m) => ({ line: m.result.line, quantity: m.result.quantity, offers: m.candidates })));
  return { lines, sellers, ...totalsOf(lines) };
}

const toLine = (l: WantedLineRecord): BomLine => ({ line: l.position, partNumber: l.partNumber, description: l.description, quantity: l.quantity });

/** `embedded`: the database is PGlite (one connection), so a BOM's searches run one at a time. */
export function createBomService(db: Database, catalog: MatchCatalog, opts: { embedded: boolean }): BomService {
  const repo = createBomRepository(db);
  const concurrency = opts.embedded ? SEARCH_CONCURRENCY.embedded : SEARCH_CONCURRENCY.postgres;

  async function owned(user: SessionUser, id: string) {
    const list = await repo.find(id, user.id);
    if (!list) throw notFound('bom.errors.noSuchList');
    return list;
  }

  async function list(user: SessionUser, id: string): Promise<WantedList> {
    const found = await owned(user, id);
    const rows = await repo.linesOf(found.id);
    // Closed lines are done: only the open ones are matched (and counted in the totals).
    const open = rows.filter((r) => r.closedAt === null);
    const matched = await matchLines(catalog, open.map(toLine), concurrency);
    const byId = new Map(open.map((r, i) => [r.id, matched[i]!.result]));
    const lines = rows.map((r) => ({
      ...(byId.get(r.id) ?? { ...toLine(r), matched: false, matchedBy: null, offers: [], best: null }),
      id: r.id,
      closed: r.closedAt !== null,
    }));
    const { sellers, total, matchedLines } = answerOf(matched);
    return { id: found.id, name: found.name, createdAt: found.createdAt.toISOString(), lines, sellers, total, matchedLines };
  }

  return {
    match: async (text) => answerOf(await matchLines(catalog, linesOf(text), concurrency)),

    async save(user, { name, text }) {
      const lines = linesOf(text);
      const saved = await db.transaction(async (tx) => {
        await repo.lockUser(user.id, tx);
        if ((await repo.countOf(user.id, tx)) >= WANTED_LIST_LIMIT) {
          throw conflict('WANTED_LIST_LIMIT', 'bom.errors.listLimit').withParams({ limit: WANTED_LIST_LIMIT });
        }
        const rows = lines.map((l) => ({ position: l.line, partNumber: l.partNumber, description: l.description, partKey: partKeyOf(l.partNumber) ?? null, quantity: l.quantity }));
        return repo.insert(user.id, name, rows, tx);
      });
      return { id: saved.id, name: saved.name, createdAt: saved.createdAt.toISOString(), lineCount: lines.length, openLines: lines.length };
    },

    async lists(user) {
      const rows = await repo.listsOf(user.id);
      return { items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
    },

    list,

    async remove(user, id) {
      if (!(await repo.remove(id, user.id))) throw notFound('bom.errors.noSuchList');
    },

    async setLineClosed(user, listId, lineId, closed) {
      await owned(user, listId);
      if (!(await repo.setClosed(listId, lineId, user.id, closed))) throw notFound('bom.errors.noSuchLine');
      return list(user, listId);
    },
  };
}
