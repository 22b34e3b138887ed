import type { BomChoice, BomLineResult, BomOffer, BomSellerGroup } from '@reboard/contracts';

/*
 * The rules of a BOM's answer, pure: which listing is a line's best choice, what a line costs,
 * and what each seller can fill. Money in the currency's minor unit.
 */

/**
 * Enough units first (and when nobody has enough, whoever has the most of them), then the lowest
 * price, then a verified seller (then the listing id, so the order is stable).
 */
export function byChoice(wanted: number): (a: BomOffer, b: BomOffer) => number {
  return (a, b) =>
    Math.min(b.available, wanted) - Math.min(a.available, wanted) ||
    a.unitPrice - b.unitPrice ||
    Number(b.seller.verified) - Number(a.seller.verified) ||
    a.productId.localeCompare(b.productId);
}

/** The line bought from one listing: the wanted units, or all it has when that is fewer. */
export function choiceOf(offer: BomOffer, wanted: number): BomChoice {
  const units = Math.min(wanted, offer.available);
  return { productId: offer.productId, units, lineTotal: offer.unitPrice * units, short: units < wanted };
}

/**
 * What each seller can fill: every line they have a listing for, with their own best listing for
 * it, and the subtotal. Most lines first (one parcel, one delivery fee), then the lowest subtotal.
 */
export function groupBySeller(lines: Pick<BomLineResult, 'line' | 'quantity' | 'offers'>[]): BomSellerGroup[] {
  const groups = new Map<string, BomSellerGroup>();
  for (const line of lines) {
    const mine = new Map<string, BomOffer[]>();
    for (const offer of line.offers) mine.set(offer.seller.id, [...(mine.get(offer.seller.id) ?? []), offer]);
    for (const [sellerId, offers] of mine) {
      const best = [...offers].sort(byChoice(line.quantity))[0]!;
      const group = groups.get(sellerId) ?? { seller: best.seller, lines: [], subtotal: 0 };
      const choice = choiceOf(best, line.quantity);
      group.lines.push({ line: line.line, unitPrice: best.unitPrice, ...choice });
      group.subtotal += choice.lineTotal;
      groups.set(sellerId, group);
    }
  }
  return [...groups.values()].sort(
    (a, b) => b.lines.length - a.lines.length || a.subtotal - b.subtotal || a.seller.name.localeCompare(b.seller.name) || a.seller.id.localeCompare(b.seller.id),
  );
}

/** The whole answer's figures: the best choices added up, and how many lines found something. */
export function totalsOf(lines: Pick<BomLineResult, 'best'>[]): { total: number; matchedLines: number } {
  const chosen = lines.flatMap((l) => (l.best ? [l.best] : []));
  return { total: chosen.reduce((sum, c) => sum + c.lineTotal, 0), matchedLines: chosen.length };
}
