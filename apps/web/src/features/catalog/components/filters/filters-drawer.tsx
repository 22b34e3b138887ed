import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal.tsx';
import { useFormat } from '@/lib/i18n/use-format.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

type FiltersDrawerProps = {
  activeCount: number;
  /** The button that closes the drawer: "Show 12 results". */
  showLabel: string;
  children: ReactNode;
};

/** On narrow screens the filter panel opens in a dialog from the bottom, behind a "Filters" button. */
export function FiltersDrawer({ activeCount, showLabel, children }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline lg:hidden" aria-haspopup="dialog" disabled={!hydrated} onClick={() => setOpen(true)}>
        {t('catalog.filters.drawer')}
        {activeCount > 0 ? (
          <>
            <span className="badge badge-sm badge-primary">{number(activeCount)}</span>
            <span className="sr-only"> {t('catalog.filters.activeCount')}</span>
          </>
        ) : null}
      </button>
      {open ? (
        <Modal title={t('catalog.filters.drawer')} onCancel={close} className="modal-bottom sm:modal-middle">
          {children}
          {/* Stays in reach at the bottom of a long panel. */}
          <div className="modal-action sticky -bottom-6 -mx-6 -mb-6 bg-base-100 px-6 pb-6 pt-3">
            <button type="button" className="btn btn-primary w-full" onClick={close}>
              {showLabel}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
