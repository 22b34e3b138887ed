import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { errorMessage, isApiRequestError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session/get-session.ts';
import { useMatchBom } from '../api/match-bom.ts';
import { BomForm } from '../components/bom-form.tsx';
import { BomResults } from '../components/bom-results.tsx';
import { SaveWantedListForm } from '../components/save-wanted-list-form.tsx';

/** /bom: anyone pastes a BOM and sees, line by line, who sells each part, at what price, and the totals per seller. */
export function BomPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const match = useMatchBom();
  const [matched, setMatched] = useState('');
  const title = t('bom.page.title');
  // A refusal of the text itself goes under the box; anything else (network, busy) above the results.
  const fieldError = isApiRequestError(match.error) ? match.error.fields.text : undefined;

  function find(text: string) {
    setMatched(text);
    match.mutate(text);
  }

  return (
    <div>
      <PageMeta title={title} description={t('bom.page.description')} withTitleTag={false} />
      <PageHeader title={title} description={t('bom.page.description')} />
      <BomForm pending={match.isPending} error={fieldError} onSubmit={find} />
      <div className="mt-8" aria-live="polite">
        {match.isPending ? (
          <Spinner label={t('bom.page.matching')} />
        ) : match.isError && !fieldError ? (
          <p role="alert" className="text-error">
            {errorMessage(match.error, t)}
          </p>
        ) : match.data ? (
          <>
            <h2 className="mb-3 text-xl font-semibold">{t('bom.results.title')}</h2>
            <BomResults {...match.data} />
            {user ? (
              <SaveWantedListForm key={matched} text={matched} />
            ) : (
              <p className="mt-8 text-base-content/70">
                <Link to={paths.login} className="link">
                  {t('bom.save.signIn')}
                </Link>
              </p>
            )}
          </>
        ) : (
          <p className="text-base-content/70">{t('bom.page.empty')}</p>
        )}
      </div>
    </div>
  );
}

/** What the route table (app/pages.tsx) renders for this page. */
export { BomPage as Component };
