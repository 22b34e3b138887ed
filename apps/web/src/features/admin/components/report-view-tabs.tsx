import type { ReportView } from '@reboard/contracts';
import { useRef, type KeyboardEvent } from 'react';

const TABS: { view: ReportView; label: string }[] = [
  { view: 'open', label: 'Open' },
  { view: 'resolved', label: 'History' },
];

type ReportViewTabsProps = {
  view: ReportView;
  onChange: (view: ReportView) => void;
  /** Id of the tab panel both tabs control. */
  panelId: string;
  tabId: (view: ReportView) => string;
};

/** The queue or its history, as WAI-ARIA tabs: arrow keys move between them, Tab leaves. */
export function ReportViewTabs({ view, onChange, panelId, tabId }: ReportViewTabsProps) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.view === view);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const tab = TABS[next]!;
    onChange(tab.view);
    refs.current[tab.view]?.focus();
  }

  return (
    <div role="tablist" aria-label="Reports" className="tabs tabs-box mb-4 w-fit" onKeyDown={onKeyDown}>
      {TABS.map((tab) => {
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
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
