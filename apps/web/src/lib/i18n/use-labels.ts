import { CATEGORY_KEYS } from '@reboard/contracts/plain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A category's name in the page's language: the three default categories have catalogue keys;
 * a category an operator added keeps the name it was given.
 */
export function useCategoryName(): (category: { id: string; name: string }) => string {
  const { t } = useTranslation();
  return useCallback((category) => {
    const key = CATEGORY_KEYS[category.id];
    return key ? t(key) : category.name;
  }, [t]);
}
