import { useFormat } from '../i18n/use-format.ts';

/** Formats minor units in the deployment's currency and the page's language, e.g. 120000 → '৳1,200'. */
export function useMoney(): (minor: number) => string {
  return useFormat().money;
}
