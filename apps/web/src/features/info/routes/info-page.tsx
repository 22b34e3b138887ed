import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { useConfig } from '@/lib/config/get-config.ts';
import { paths } from '@/lib/paths.ts';
import { InfoSectionView } from '../components/info-section.tsx';
import { RulesNav } from '../components/rules-nav.tsx';
import { INFO_PAGES, type InfoPageSlug } from '../info-pages.ts';
import type { InfoPageContent } from '../info-page-content.ts';
import { RULES_PAGES, type RulesPageSlug } from '../rules-pages.ts';

const isRules = (slug: InfoPageSlug): slug is RulesPageSlug => slug in RULES_PAGES;

export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  const page: InfoPageContent = INFO_PAGES[slug];
  const { t } = useTranslation();
  const { orderAutoCompleteDays } = useConfig();
  // The deployment's own window, in the page's language and digits ("14 days", "১৪ দিন").
  const values = { days: t('info.days', { count: orderAutoCompleteDays }) };
  const say = (key: string) => t(key, values);
  const title = say(page.titleKey);
  const [first] = page.paragraphKeys;
  const description = page.descriptionKey ? say(page.descriptionKey) : first ? say(first) : title;
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <PageMeta title={title} description={description} />
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-base-content/80">
        {page.paragraphKeys.map((key) => (
          <p key={key}>{say(key)}</p>
        ))}
      </div>
      {page.sections ? (
        <div className="mt-10 space-y-10 leading-relaxed text-base-content/80">
          {page.sections.map((section) => (
            <InfoSectionView key={section.id} section={section} say={say} />
          ))}
        </div>
      ) : null}
      {page.addresses ? (
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {page.addresses.map(({ topicKey, email }) => (
            <div key={email} className="rounded-box border border-base-300 bg-base-200 p-4">
              <dt className="text-sm font-semibold">{t(topicKey)}</dt>
              <dd className="mt-1 text-sm">
                <a href={`mailto:${email}`} className="link link-primary break-all">
                  {email}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {isRules(slug) ? <RulesNav current={slug} /> : null}
      <Link to={paths.products} className="btn btn-primary mt-10">
        {t('info.browseProducts')}
      </Link>
    </article>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { InfoPage as Component };
