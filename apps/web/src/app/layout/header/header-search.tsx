import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { SearchCombobox } from '@/components/search-combobox/search-combobox.tsx';
import { paths } from '@/lib/paths.ts';

/** The header's search box, prefilled from `?q=` while on the products page, with suggestions as one types. */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === paths.products ? (params.get('q') ?? '') : '';
  // Remount when the URL's term changes (Back, a link) so the box always shows it.
  return (
    <SearchCombobox
      key={current}
      landmark
      action={paths.products}
      initialTerm={current}
      searchHref={paths.productSearch}
      label={t('layout.search.label')}
      placeholder={t('layout.search.placeholder')}
      className={className}
    />
  );
}
