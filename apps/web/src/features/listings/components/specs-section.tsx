import { CATEGORY_SPECS, COMPONENT_SPECS, UNIT_NAMES, type SpecDefinition } from '@reboard/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import type { ListingFormValues } from '../utils/listing-form.ts';
import { FormSection } from './form-section.tsx';

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
  const own = CATEGORY_SPECS[categoryId] ?? [];
  const field = (def: SpecDefinition) => (
    <FormField key={def.key} label={`${def.label} (optional)`} error={errors?.[def.key]?.message}>
      {(a11y) =>
        def.kind === 'choice' ? (
          <select {...a11y} required={false} {...register(`specs.${def.key}`)} className="select w-full">
            <option value="">Not stated</option>
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
            maxLength={60}
            autoComplete="off"
            placeholder={`e.g. ${def.example}`}
            title={def.unit ? `In ${UNIT_NAMES[def.unit]}, any prefix: ${def.example}` : undefined}
            className="input w-full"
          />
        )
      }
    </FormField>
  );
  return (
    <FormSection title="Specifications">
      {own.map(field)}
      <p className="text-sm text-base-content/70 sm:col-span-2">Component values (for parts and lots of parts)</p>
      {COMPONENT_SPECS.map(field)}
    </FormSection>
  );
}
