import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiRequestError, type Translate } from './api-client.ts';
import { toastMutationError } from './mutation-toast.ts';

type ServerErrorOptions<T extends FieldValues> = {
  /** Moves focus to the first field that got a message. */
  shouldFocus?: boolean;
  /**
   * Error codes whose message belongs under a field although the server named none,
   * e.g. `{ ALREADY_SUBSCRIBED: 'email' }`.
   */
  codeFields?: Readonly<Record<string, FieldPath<T>>>;
  /** The caller's `t`, for the form's own message when the failure was not the server's. */
  t: Translate;
};

/**
 * Puts a failed call's `{error: {fields}}` under the form's own fields, so the server's last
 * word (a taken email, a stricter rule) shows where the person can fix it. Only `fields` the
 * form shows are set; anything else becomes the form's `root.server` error, which
 * react-hook-form clears on the next submit. Returns whether a field got a message.
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  // The form's setError decides which names are fields; the lists only name some of them.
  fields: readonly NoInfer<FieldPath<T>>[],
  { shouldFocus = false, codeFields = {}, t }: NoInfer<ServerErrorOptions<T>>,
): boolean {
  const messages = new Map<FieldPath<T>, string>();
  if (isApiRequestError(error)) {
    for (const field of fields) {
      const message = error.fields[field];
      if (message) messages.set(field, message);
    }
    const codeField = Object.hasOwn(codeFields, error.code) ? codeFields[error.code] : undefined;
    if (codeField && !messages.has(codeField)) messages.set(codeField, error.message);
  }

  if (messages.size === 0) {
    setError('root.server', { type: 'server', message: errorMessage(error, t) });
    return false;
  }
  let first = true;
  for (const [field, message] of messages) {
    setError(field, { type: 'server', message }, { shouldFocus: shouldFocus && first });
    first = false;
  }
  return true;
}

/**
 * A form in a dialog that the server refused: its message as a toast, field messages under the
 * form's fields, and the dialog closed when nothing in it can fix the refusal (sold, already
 * done, not allowed). Bad input (400) stays open to be fixed; a network or server failure to be
 * sent again.
 */
export function refuseDialogForm<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly NoInfer<FieldPath<T>>[],
  close: () => void,
  /** The caller's `t`, so a failure that was not the server's is told in the page's language. */
  t: Translate,
): void {
  toastMutationError(error, t);
  setServerErrors(setError, error, fields, { t });
  if (isApiRequestError(error) && error.status !== 400 && error.status !== 0 && error.status < 500) close();
}
