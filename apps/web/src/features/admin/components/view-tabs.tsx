import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewTab } from '../hooks/use-view-param.ts';

type ViewTabsProps<V extends string> = {
  /** The tab list's accessible name, e.g. "Reports". */
  label: string;
  tabs: readonly ViewTab<V>[];
  view: V;
  onChange: (view: V) => void;
  /** The panel the tabs control: the chosen view's content. */
  children: ReactNode;
};

/**
 * Two views of one list (the report queue or its history, live or removed accounts) as WAI-ARIA
 * tabs with their panel: arrow keys, Home and End move between tabs, Tab leaves.
 */
export function ViewTabs<V extends string>({ label, tabs, view, onChange, children }: ViewTabsProps<V>) {
  const { t } = useTranslation();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const panelId = useId();
  const tabPrefix = useId();
  const tabId = (v: V) => `${tabPrefix}-${v}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.view === view);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    const tab = tabs[next]!;
    onChange(tab.view);
    refs.current[tab.view]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="tabs tabs-box mb-4 w-fit" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.view === view;
          return (
            <button
              key={tab.view}
              ref={(el) => {
                refs.current[tab.view] = el;
              }}
              id={tabId(tab.view)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`tab ${selected ? 'tab-active' : ''}`}
              onClick={() => onChange(tab.view)}
            >
              {t(tab.labelKey)}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(view)}>
        {children}
      </div>
    </>
  );
}
