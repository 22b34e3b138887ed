import { formatMoney } from '@reboard/contracts';
import { useCallback } from 'react';
import { useConfig } from './get-config.ts';

/** Formats minor units in the deployment's currency, e.g. 120000 → '৳1,200'. */
export function useMoney(): (minor: number) => string {
  const { currency } = useConfig();
  return useCallback((minor: number) => formatMoney(minor, currency), [currency]);
}
