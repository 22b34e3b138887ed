import type { ReportView } from '@reboard/contracts';
import type { ViewTab } from '../hooks/use-view-param.ts';

/** The two views of an admins' queue (reported listings, order problems): what is open, and the history. */
export const QUEUE_TABS: [ViewTab<ReportView>, ViewTab<ReportView>] = [
  { view: 'open', param: 'open', labelKey: 'admin.tab.open' },
  { view: 'resolved', param: 'history', labelKey: 'admin.tab.history' },
];
