import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FieldA11yProps = {
  id: string;
  required: true;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /**
   * A catalogue key (the contracts' schemas name their messages by key) or words the server
   * already wrote in the page's language; `t` gives the text of either.
   */
  error?: string;
  className?: string;
  children: (a11y: FieldA11yProps) => ReactNode;
};

/** A labelled input with its error message tied to it, so screen readers read both. */
export function FormField({ label, error, className = '', children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, required: true, 'aria-invalid': !!error, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
