import type { PendingProof } from '@reboard/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductPicture } from '@/components/product-picture.tsx';
import { paths } from '@/lib/paths.ts';
import { DateTime } from './date-time.tsx';
import { Fact } from './fact.tsx';
import { Person } from './person.tsx';

type ProofCheckCardProps = {
  proof: PendingProof;
  /** Approve and Reject. */
  actions: ReactNode;
};

/** One proof photo to check: the code the seller was given, large, beside the photo that should show it. */
export function ProofCheckCard({ proof, actions }: ProofCheckCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-5">
      <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words">
        <Link to={paths.product(proof.id)} className="link link-hover link-primary">
          {proof.name}
        </Link>
      </h2>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
        <ProductPicture
          src={proof.photo}
          alt={t('admin.proofs.photoAlt', { name: proof.name })}
          sizes="(min-width: 640px) 20rem, 100vw"
          className="aspect-[4/3] w-full rounded-box border border-base-300 sm:w-80"
        />
        <dl className="grid min-w-0 gap-3 text-sm">
          <Fact term={t('admin.proofs.code')}>
            <span className="font-mono text-2xl font-bold tracking-widest">{proof.code}</span>
          </Fact>
          <Fact term={t('admin.fact.seller')}>
            <Person person={proof.seller} />
          </Fact>
          <Fact term={t('admin.proofs.sentOn')}>
            <DateTime iso={proof.submittedAt} />
          </Fact>
        </dl>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div>
    </article>
  );
}
