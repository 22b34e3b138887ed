import { z } from 'zod';
import { ConditionSchema, SellerSummarySchema } from './products.ts';
import { multiLine, singleLine, UUID_PATTERN } from './text.ts';

/*
 * BOM search and wanted lists (/api/bom/…). A pasted bill of materials is read line by line on
 * the server (KiCad, Eagle and JLCPCB exports, or plain "LM317T 3" lines), each line is matched
 * against the listings for sale (part number first, then search), and the answer is also
 * grouped by seller. A BOM can be saved as a wanted list whose open lines alert on new listings.
 */

/** The most lines one BOM may have: more is refused, naming the limit. */
export const BOM_MAX_LINES = 200;
/** The most characters of a pasted or uploaded BOM (200 generous lines). */
export const BOM_TEXT_MAX = 100_000;
/** Listings shown per line (the best choice is always among them). */
export const BOM_OFFERS_PER_LINE = 5;
/** Wanted lists one person may keep. */
export const WANTED_LIST_LIMIT = 50;
export const WANTED_LIST_NAME_MAX = 80;

/** A wanted list's or line's id: a uuid, refused (400, naming the field) before any query otherwise. */
const uuidId = () => z.string().regex(UUID_PATTERN, 'bom.validation.id');

/** The BOM as pasted, or a CSV/TSV file's text. */
export const bomTextSchema = () =>
  multiLine({ error: 'bom.validation.textRequired' })
    .max(BOM_TEXT_MAX, 'bom.validation.textTooLong')
    .refine((text) => text.trim() !== '', 'bom.validation.textRequired');

/** POST /api/bom/match. */
export const BomMatchRequestSchema = z.strictObject({ text: bomTextSchema() });
export type BomMatchRequest = z.infer<typeof BomMatchRequestSchema>;

/** One line as the reader understood it; `line` is its line number in the text (1 is the first). */
export const BomLineSchema = z.object({
  line: z.number().int(),
  partNumber: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
});
export type BomLine = z.infer<typeof BomLineSchema>;

export const BomSellerSchema = SellerSummarySchema.pick({ id: true, name: true, verified: true });
export type BomSeller = z.infer<typeof BomSellerSchema>;

/** A listing that can fill a line. Money in the currency's minor unit. */
export const BomOfferSchema = z.object({
  productId: z.string(),
  name: z.string(),
  partNumber: z.string().nullable(),
  condition: ConditionSchema,
  location: z.string(),
  picture: z.string().nullable(),
  seller: BomSellerSchema,
  unitPrice: z.number().int(),
  /** Units others can book now (quantity less the units held by bookings). */
  available: z.number().int(),
  /** The courier is offered (its fee is paid on top), or only a meet-up. */
  courier: z.boolean(),
});
export type BomOffer = z.infer<typeof BomOfferSchema>;

/** The listing chosen for a line, and what the line costs from it. */
export const BomChoiceSchema = z.object({
  productId: z.string(),
  /** The units to buy: the wanted quantity, or what is available when that is fewer. */
  units: z.number().int(),
  /** unitPrice × units. */
  lineTotal: z.number().int(),
  /** Fewer are available than wanted. */
  short: z.boolean(),
});
export type BomChoice = z.infer<typeof BomChoiceSchema>;

export const BOM_MATCH_KINDS = ['part_number', 'search'] as const;

export const BomLineResultSchema = BomLineSchema.extend({
  matched: z.boolean(),
  /** How the listings were found: the part number (exact or spelt differently), or a search of the description. */
  matchedBy: z.enum(BOM_MATCH_KINDS).nullable(),
  offers: z.array(BomOfferSchema),
  /** Enough units first (when nobody has enough, the most), then the lowest price, then a verified seller; null without a match. */
  best: BomChoiceSchema.nullable(),
});
export type BomLineResult = z.infer<typeof BomLineResultSchema>;

/** What one seller can fill: each line with their own best listing for it. */
export const BomSellerGroupSchema = z.object({
  seller: BomSellerSchema,
  lines: z.array(BomChoiceSchema.extend({ line: z.number().int(), unitPrice: z.number().int() })),
  /** Delivery is paid on top of this. */
  subtotal: z.number().int(),
});
export type BomSellerGroup = z.infer<typeof BomSellerGroupSchema>;

export const BomMatchResultSchema = z.object({
  lines: z.array(BomLineResultSchema),
  /** Most lines covered first, then the lowest subtotal. */
  sellers: z.array(BomSellerGroupSchema),
  /** The best choices' line totals added up (delivery not included). */
  total: z.number().int(),
  matchedLines: z.number().int(),
});
export type BomMatchResult = z.infer<typeof BomMatchResultSchema>;

// Wanted lists

/** POST /api/bom/lists: a BOM saved under a name. */
export const SaveWantedListRequestSchema = z.strictObject({
  name: singleLine({ error: 'bom.validation.nameRequired' }).trim().min(1, 'bom.validation.nameRequired').max(WANTED_LIST_NAME_MAX, 'bom.validation.nameTooLong'),
  text: bomTextSchema(),
});
export type SaveWantedListRequest = z.infer<typeof SaveWantedListRequestSchema>;

export const WantedListParamsSchema = z.object({ id: uuidId() });
export const WantedLineParamsSchema = z.object({ id: uuidId(), lineId: uuidId() });

/** PATCH /api/bom/lists/:id/lines/:lineId: the owner got the part (closed), or wants it again. */
export const UpdateWantedLineRequestSchema = z.strictObject({ closed: z.boolean({ error: 'bom.validation.closed' }) });
export type UpdateWantedLineRequest = z.infer<typeof UpdateWantedLineRequestSchema>;

export const WantedListSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lineCount: z.number().int(),
  openLines: z.number().int(),
});
export type WantedListSummary = z.infer<typeof WantedListSummarySchema>;

export const WantedListsSchema = z.object({ items: z.array(WantedListSummarySchema) });
export type WantedLists = z.infer<typeof WantedListsSchema>;

/** A saved line with its current matches (a closed line is not matched: its offers are empty). */
export const WantedLineSchema = BomLineResultSchema.extend({ id: z.string(), closed: z.boolean() });
export type WantedLine = z.infer<typeof WantedLineSchema>;

/** GET /api/bom/lists/:id: the list with every line, its open lines matched now. */
export const WantedListSchema = BomMatchResultSchema.omit({ lines: true }).extend({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lines: z.array(WantedLineSchema),
});
export type WantedList = z.infer<typeof WantedListSchema>;
