import { CATEGORY_SPECS, COMPONENT_SPECS, type QuantityUnit, type SpecDefinition } from '@reboard/contracts/schemas';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import type { ListingFormValues } from '../utils/listing-form-values.ts';
import { FormSection } from './form-section.tsx';

/** What each unit measures, for a value field's hint ("In farads (F), any prefix"). */
const UNIT_KEYS: Record<QuantityUnit, string> = {
  F: 'listings.specs.unit.farad',
  V: 'listings.specs.unit.volt',
  Ω: 'listings.specs.unit.ohm',
  B: 'listings.specs.unit.byte',
  Hz: 'listings.specs.unit.hertz',
  '%': 'listings.specs.unit.percent',
};

type SpecsSectionProps = {
  categoryId: string;
  register: UseFormRegister<ListingFormValues>;
  /** The server's word on each value (unknown key, unparsable, a unit that does not fit). */
  errors: FieldErrors<ListingFormValues>['specs'];
};

/**
 * The listing form's specifications: the chosen category's keys, then the component values
 * any listing may state. Values are typed with their unit in any spelling ("10uF", "4k7",
 * "8192 MB"); the server reads and normalises them.
 */
export function SpecsSection({ categoryId, register, errors }: SpecsSectionProps) {
  const { t } = useTranslation();
  const own = CATEGORY_SPECS[categoryId] ?? [];
  const field = (def: SpecDefinition) => (
    <FormField key={def.key} label={t('listings.specs.optional', { label: t(def.labelKey) })} error={errors?.[def.key]?.message}>
      {(a11y) =>
        def.kind === 'choice' ? (
          <select {...a11y} required={false} {...register(`specs.${def.key}`)} className="select w-full">
            <option value="">{t('listings.form.notStated')}</option>
            {def.options!.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...a11y}
            required={false}
            {...register(`specs.${def.key}`)}
            autoComplete="off"
            placeholder={t('listings.form.example', { example: def.example })}
            title={def.unit ? t('listings.specs.unitHint', { unit: t(UNIT_KEYS[def.unit]), example: def.example }) : undefined}
            className="input w-full"
          />
        )
      }
    </FormField>
  );
  return (
    <FormSection title={t('listings.specs.title')}>
      {own.map(field)}
      <p className="text-sm text-base-content/70 sm:col-span-2">{t('listings.specs.components')}</p>
      {COMPONENT_SPECS.map(field)}
    </FormSection>
  );
}
