import { isApiRequestError } from '../lib/api-client.ts';

type QueryErrorProps = {
  error: unknown;
  onRetry?: () => void;
};

/** An inline error for a section whose data failed to load; the rest of the page keeps working. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const message = isApiRequestError(error) ? error.message : 'Something went wrong.';
  return (
    <div role="alert" className="alert alert-error alert-soft">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
