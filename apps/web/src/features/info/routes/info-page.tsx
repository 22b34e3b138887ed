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
      <Link to={paths.products} className="btn btn-primary mt-10">
        Browse products
      </Link>
    </article>
  );
}
