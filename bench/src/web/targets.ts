import type { PageScore } from './audit-page.ts';

/** Issue 12's targets for every public page, as the bench checks them. */
export const TARGETS = {
  performance: { min: 95, label: 'performance ≥ 95' },
  lcpMs: { max: 2000, label: 'LCP ≤ 2.0 s' },
  cls: { max: 0.05, label: 'CLS ≤ 0.05' },
  tbtMs: { max: 100, label: 'TBT ≤ 100 ms' },
  accessibility: { min: 100, label: 'accessibility 100' },
  seo: { min: 100, label: 'SEO 100' },
  jsTransferBytes: { max: 120 * 1024, label: 'initial JS ≤ 120 KB' },
} as const satisfies Partial<Record<keyof PageScore, { min?: number; max?: number; label: string }>>;

/** The targets a run misses, by their labels. */
export function misses(score: PageScore): string[] {
  return Object.entries(TARGETS)
    .filter(([key, t]) => {
      const v = score[key as keyof typeof TARGETS];
      return ('min' in t && v < t.min) || ('max' in t && v > t.max);
    })
    .map(([, t]) => t.label);
}
