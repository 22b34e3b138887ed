import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';

type QueryErrorProps = {
  error: unknown;
  onRetry?: () => void;
};

/** An inline error for a section whose data failed to load; the rest of the page keeps working. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  const message = errorMessage(error, t, t('common.error.short'));
  return (
    <div role="alert" className="alert alert-error alert-soft">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}
