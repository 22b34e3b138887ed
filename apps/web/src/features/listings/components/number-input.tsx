import { useId, type ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type NumberInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'name' | 'ref' | 'onChange' | 'maxLength' | 'pattern'> & {
  field: UseFormRegisterReturn;
  /** Shown before the digits, e.g. the currency sign. */
  prefix?: string;
  /** How the typed text reads as a number ("Buyers see ৳25,000"), shown under the field. */
  reading?: string | undefined;
};

/**
 * A number typed as text and kept exactly as typed: Bengali or Latin digits, commas, a pasted
 * ৳. The form's schema (contracts' numbers.ts) reads it or says why it cannot; nothing here drops
 * or cuts a character (a length limit or a digits-only filter once turned 25000 into 2500).
 */
export function NumberInput({ field, prefix, reading, className = '', ...rest }: NumberInputProps) {
  const readingId = useId();
  const describedBy = [rest['aria-describedby'], reading ? readingId : undefined].filter(Boolean).join(' ') || undefined;
  const input = (
    <input
      {...rest}
      {...field}
      aria-describedby={describedBy}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={prefix ? 'grow' : `input w-full ${className}`}
    />
  );
  const boxed = prefix ? (
    <div className={`input w-full ${rest['aria-invalid'] ? 'input-error' : ''} ${className}`}>
      <span aria-hidden="true" className="text-base-content/60">
        {prefix}
      </span>
      {input}
    </div>
  ) : (
    input
  );
  return (
    <>
      {boxed}
      {reading ? (
        <p id={readingId} className="text-sm text-base-content/70">
          {reading}
        </p>
      ) : null}
    </>
  );
}
