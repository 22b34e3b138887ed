import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/lib/lazy-component.ts';

// The form's code (and its form library) loads after the page: the server renders the form, and
// the browser takes that part over once the code is there, without holding up the rest.
const NewsletterForm = lazyComponent(async () => (await import('@/features/newsletter/index.ts')).NewsletterForm);

export function NewsletterSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-7xl px-4 sm:px-6 py-16">
      <div className="grid items-center gap-10 rounded-box border border-base-300 bg-base-100 p-8 shadow-sm md:p-12 lg:grid-cols-2">
        <div>
          <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">
            {t('layout.home.newsletter.title')}
          </h2>
          <p className="mt-3 text-base-content/70">
            {t('layout.home.newsletter.text')}
          </p>
        </div>
        <Suspense fallback={null}>
          <NewsletterForm />
        </Suspense>
      </div>
    </section>
  );
}
