import type { ReportView } from '@reboard/contracts';
import type { ViewTab } from '../hooks/use-view-param.ts';

/** The two views of an admins' queue (reported listings, order problems): what is open, and the history. */
export const QUEUE_TABS: [ViewTab<ReportView>, ViewTab<ReportView>] = [
  { view: 'open', param: 'open', label: 'Open' },
  { view: 'resolved', param: 'history', label: 'History' },
];
