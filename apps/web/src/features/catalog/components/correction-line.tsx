import type { ProductPage } from '@reboard/contracts';
import { Trans } from '@/components/trans.tsx';
import { Link } from 'react-router';

type CorrectionLineProps = {
  correction: NonNullable<ProductPage['correction']>;
  /** This page searching for the words as typed (q=typed&asTyped=true), its filters kept. */
  asTypedHref: string;
};

/**
 * "Showing results for raspberry pi — search instead for raspbery pi": the words as typed found
 * (almost) nothing and the API searched close words instead; the link asks for the typed ones.
 */
export function CorrectionLine({ correction, asTypedHref }: CorrectionLineProps) {
  return (
    <p className="mb-4 text-sm">
      <Trans
        i18nKey="catalog.search.correction"
        values={{ query: correction.query, typed: correction.typed }}
        components={{ query: <strong className="font-semibold italic" />, asTyped: <Link to={asTypedHref} className="link link-primary" /> }}
      />
    </p>
  );
}
