import type { ComponentProps, ReactNode } from 'react';

// Whole class names, so Tailwind finds them when it scans the sources.
const SPINNER_SIZES = { xs: 'loading-xs', sm: 'loading-sm' } as const;

type PendingButtonProps = ComponentProps<'button'> & {
  /** True while the button's action runs: it is inactive, says it is busy and shows a spinner. */
  pending: boolean;
  /** What stands where the spinner goes while nothing runs, e.g. the action's icon. */
  icon?: ReactNode;
  /** 'xs' for small buttons (btn-xs, btn-sm). */
  spinnerSize?: keyof typeof SPINNER_SIZES;
  /**
   * Inactive through aria-disabled instead of disabled, so the button keeps focus and stays
   * reachable by keyboard (its click handler must then ignore clicks while inactive).
   */
  focusable?: boolean;
};

/**
 * A button whose action takes a while (a submit, a save, a delete): disabled and aria-busy while
 * `pending`, with a spinner before its label. The spinner is hidden from assistive technology,
 * so the button's accessible name stays its label.
 */
export function PendingButton({
  pending,
  icon,
  spinnerSize = 'sm',
  focusable = false,
  type = 'button',
  disabled = false,
  children,
  ...props
}: PendingButtonProps) {
  const inactive = disabled || pending;
  return (
    <button
      type={type}
      {...(focusable ? { 'aria-disabled': inactive } : { disabled: inactive })}
      aria-busy={pending}
      {...props}
    >
      {pending ? <span className={`loading loading-spinner ${SPINNER_SIZES[spinnerSize]}`} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
