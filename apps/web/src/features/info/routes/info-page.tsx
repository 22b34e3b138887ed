import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { paths } from '@/lib/paths.ts';
import { INFO_PAGES, type InfoPageSlug } from '../info-pages.ts';

export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  const page = INFO_PAGES[slug];
  const { t } = useTranslation();
  const title = t(page.titleKey);
  const [first] = page.paragraphKeys;
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <PageMeta title={title} description={first ? t(first) : title} />
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-base-content/80">
        {page.paragraphKeys.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </div>
      {'addresses' in page ? (
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
      <Link to={paths.products} className="btn btn-primary mt-10">
        {t('info.browseProducts')}
      </Link>
    </article>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { InfoPage as Component };
