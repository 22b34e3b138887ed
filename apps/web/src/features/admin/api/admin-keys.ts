import type { AccountStatus, ReportView } from '@reboard/contracts';

/** Which account list: the path segment of GET /api/admin/{sellers,buyers}. */
export type AccountKind = 'sellers' | 'buyers';

/** Every admin query key starts here, so one mutation can refresh exactly the lists it changes. */
export const adminKeys = {
  accounts: (kind: AccountKind) => ['admin', kind] as const,
  accountList: (kind: AccountKind, status: AccountStatus, q: string) => ['admin', kind, status, { q }] as const,
  reports: () => ['admin', 'reports'] as const,
  reportList: (view: ReportView, q: string) => ['admin', 'reports', view, { q }] as const,
  problems: () => ['admin', 'problems'] as const,
  problemList: (view: ReportView, q: string) => ['admin', 'problems', view, { q }] as const,
  proofs: () => ['admin', 'proofs'] as const,
  conversationReports: () => ['admin', 'conversation-reports'] as const,
  conversationReportList: (view: 'open' | 'closed') => ['admin', 'conversation-reports', view] as const,
  audit: () => ['admin', 'audit'] as const,
  auditList: (q: string) => ['admin', 'audit', { q }] as const,
};

