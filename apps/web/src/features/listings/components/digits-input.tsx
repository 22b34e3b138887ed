import { latinDigits } from '@reboard/contracts';
import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type DigitsInputProps = Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'onChange' | 'name' | 'ref'> & {
  field: UseFormRegisterReturn;
  /** Shown before the digits, e.g. the currency sign. */
  prefix?: string;
};

/** A whole number typed as text: digits only, at most `maxLength` of them (the spec's 4 for prices). */
export function DigitsInput({ field, prefix, className = '', maxLength = 4, ...rest }: DigitsInputProps) {
  const input = (
    <input
      {...rest}
      {...field}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      pattern="[0-9]*"
      maxLength={maxLength}
      onChange={(event) => {
        // Bengali digits (০–৯) are digits like any other: they become their Latin twins rather
        // than being dropped. Anything else (a letter, a separator) is dropped: digits only.
        event.target.value = latinDigits(event.target.value).replace(/\D/g, '').slice(0, maxLength);
        return field.onChange(event);
      }}
      className={prefix ? 'grow' : `input w-full ${className}`}
    />
  );
  if (!prefix) return input;
  return (
    <div className={`input w-full ${rest['aria-invalid'] ? 'input-error' : ''} ${className}`}>
      <span aria-hidden="true" className="text-base-content/60">
        {prefix}
      </span>
      {input}
    </div>
  );
}
