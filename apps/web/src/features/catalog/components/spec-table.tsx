import type { ProductSpec } from '@reboard/contracts';
import { useTranslation } from 'react-i18next';
import { specLabel } from '../utils/spec-label.ts';

/** The detail page's specifications as a table (label, value); nothing when the seller gave none. */
export function SpecTable({ specs }: { specs: readonly ProductSpec[] }) {
  const { t } = useTranslation();
  if (specs.length === 0) return null;
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="mb-3 text-lg font-semibold">
        {t('catalog.specs.heading')}
      </h2>
      <table className="table table-sm text-sm">
        <caption className="sr-only">{t('catalog.specs.heading')}</caption>
        <tbody>
          {specs.map((spec) => (
            <tr key={spec.key}>
              <th scope="row" className="w-1/3 font-normal text-base-content/60">
                {specLabel(spec, t)}
              </th>
              <td className="font-medium">{spec.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
