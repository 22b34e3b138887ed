import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { paths } from '../../../lib/paths.ts';
import { INFO_PAGES, type InfoPageSlug } from '../info-pages.ts';

export function InfoPage({ slug }: { slug: InfoPageSlug }) {
  const page = INFO_PAGES[slug];
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <PageMeta title={page.title} description={page.paragraphs[0] ?? page.title} />
      <h1 className="text-4xl font-bold tracking-tight">{page.title}</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-base-content/80">
        {page.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {'addresses' in page ? (
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          {page.addresses.map(({ topic, email }) => (
            <div key={email} className="rounded-box border border-base-300 bg-base-200 p-4">
              <dt className="text-sm font-semibold">{topic}</dt>
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
        Browse products
      </Link>
    </article>
  );
}
