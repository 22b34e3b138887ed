import { useTranslation } from 'react-i18next';

type SpinnerProps = {
  /** What is loading; read out by screen readers and used by tests to find the spinner. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className = '' }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={label ?? t('common.loading')} className={`flex justify-center py-12 ${className}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
    </div>
  );
}
