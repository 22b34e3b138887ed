type SpinnerProps = {
  /** What is loading; read out by screen readers and used by tests to find the spinner. */
  label?: string;
  className?: string;
};

export function Spinner({ label = 'Loading', className = '' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={`flex justify-center py-12 ${className}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
    </div>
  );
}
