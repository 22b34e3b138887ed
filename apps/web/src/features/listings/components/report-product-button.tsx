import type { Product } from '@reboard/contracts';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '@/components/icons/ui-icons.tsx';
import { useSession } from '@/lib/session/get-session.ts';
import { useRequireSignIn } from '@/lib/session/use-require-sign-in.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

const ReportProductDialog = lazyComponent(async () => (await import('./report-product-dialog.tsx')).ReportProductDialog);

type ReportProductButtonProps = { product: Pick<Product, 'id' | 'name' | 'seller'> };

/** The card's flag: guests go to /login first; signed-in people get the report dialog. */
export function ReportProductButton({ product }: ReportProductButtonProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const requireSignIn = useRequireSignIn(useCallback(() => setOpen(true), []));
  // The server refuses it too (403); the seller is simply not offered it.
  const own = user?.id === product.seller.id;
  const hydrated = useHydrated();

  return (
    <>
      <div className="tooltip tooltip-left" data-tip={own ? t('listings.report.own') : t('listings.report.button')}>
        <button
          ref={buttonRef}
          type="button"
          className="btn btn-ghost btn-square btn-sm text-base-content/60 hover:text-error"
          aria-label={t('listings.report.button')}
          aria-haspopup="dialog"
          disabled={own || !hydrated}
          onClick={requireSignIn}
          onPointerEnter={ReportProductDialog.preload}
          onFocus={ReportProductDialog.preload}
        >
          <FlagIcon className="size-4" />
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <ReportProductDialog
            product={product}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
