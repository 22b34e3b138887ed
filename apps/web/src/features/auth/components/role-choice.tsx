import { ROLE_KEYS, SIGNUP_ROLES } from '@reboard/contracts/schemas';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const HINTS = {
  buyer: 'auth.register.role.buyerHint',
  seller: 'auth.register.role.sellerHint',
} as const satisfies Record<(typeof SIGNUP_ROLES)[number], string>;
// The roles a person may choose at sign-up, as contracts lists them.
const OPTIONS = SIGNUP_ROLES.map((role) => ({ value: role, label: ROLE_KEYS[role], hint: HINTS[role] }));

/** The spec's radio pair, Buyer by default; the hint is a description, so the names stay exact. */
export function RoleChoice({ field, disabled }: { field: UseFormRegisterReturn<'role'>; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{t('auth.register.role.legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-field border border-base-300 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              {...field}
              type="radio"
              value={option.value}
              className="radio radio-primary radio-sm mt-0.5"
              aria-describedby={`${id}-${option.value}`}
            />
            <span className="flex flex-col">
              <span className="font-medium">{t(option.label)}</span>
              <span id={`${id}-${option.value}`} className="text-xs text-base-content/60">
                {t(option.hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
