import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import type { RulesPageSlug } from '../rules-pages.ts';

const RULES: { slug: RulesPageSlug; to: string; labelKey: string }[] = [
  { slug: 'terms', to: paths.terms, labelKey: 'info.terms.title' },
  { slug: 'privacy', to: paths.privacy, labelKey: 'info.privacy.title' },
  { slug: 'fees', to: paths.fees, labelKey: 'info.fees.title' },
  { slug: 'buyer-protection', to: paths.buyerProtection, labelKey: 'info.buyerProtection.title' },
];

/** Under each of the written rules: the other three, since a question about one often leads to another. */
export function RulesNav({ current }: { current: RulesPageSlug }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('info.rules')} className="mt-12 border-t border-base-300 pt-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-base-content/60">{t('info.rules')}</h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {RULES.filter((rule) => rule.slug !== current).map((rule) => (
          <li key={rule.slug}>
            <Link to={rule.to} className="link link-primary">
              {t(rule.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
