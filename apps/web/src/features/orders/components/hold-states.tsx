import type { Order, Product } from '@reboard/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '@/components/icons/ui-icons.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { paths } from '@/lib/paths.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

/** What a reserved listing offers others instead of booking: to be told when it frees (watch's). */
export type WhenFreeProps = { product: Pick<Product, 'id' | 'name' | 'seller' | 'status'>; className?: string };

/**
 * The listing is held for this buyer: pay for it, or open the order. Where Add to Cart was, in
 * its size (`className`), so a second click never meets a 409.
 */
export function BookedByYou({ order, heldUntil, className = '' }: { order: Order; heldUntil: string | null; className?: string }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const hydrated = useHydrated();
  return (
    <div role="status" className="flex flex-col gap-1.5">
      <p className="font-semibold text-success">{t('orders.hold.bookedByYou')}</p>
      {heldUntil && hydrated ? <p className="text-xs text-base-content/70">{t('orders.hold.heldForYou', { when: dateTime(heldUntil) })}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Link to={paths.dashboard.payment(order.id)} className={`btn btn-primary ${className}`}>
          {t('orders.hold.payNow')}
        </Link>
        <Link to={paths.dashboard.order(order.id)} className={`btn btn-outline ${className}`}>
          {t('orders.hold.seeOrder')}
        </Link>
      </div>
    </div>
  );
}

/** Booked by someone else and held for them: nobody else can book it until the hold ends. */
export function Reserved({ product, WhenFree }: { product: WhenFreeProps['product'] & { reservedUntil: string }; WhenFree?: ComponentType<WhenFreeProps> | undefined }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const hydrated = useHydrated();
  return (
    // One row for the mark and the request, the time under them: a card on a phone stays as tall as with Add to Cart.
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="badge badge-warning gap-1 font-semibold">
          <ClockIcon className="size-3.5" />
          {t('orders.hold.reserved')}
        </p>
        {WhenFree ? <WhenFree product={product} /> : null}
      </div>
      {/* Times are the reader's own: written once hydrated, so the server's zone never shows. */}
      {/* On a phone the card keeps one row (the time is on wider screens and in the booking's notices). */}
      {hydrated ? <p className="hidden text-xs text-base-content/70 sm:block">{t('orders.hold.reservedUntil', { when: dateTime(product.reservedUntil) })}</p> : null}
    </div>
  );
}
