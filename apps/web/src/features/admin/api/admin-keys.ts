import type { AdminReportQuerySchema } from '@reboard/contracts';
import type { z } from 'zod';

/** Which account list: the path segment of GET /api/admin/{sellers,buyers}. */
export type AccountKind = 'sellers' | 'buyers';
/** The reported-items queue (open) or its history (resolved). */
export type ReportView = z.output<typeof AdminReportQuerySchema>['view'];

/** Every admin query key starts here, so one mutation can refresh exactly the lists it changes. */
export const adminKeys = {
  accounts: (kind: AccountKind) => ['admin', kind] as const,
  accountList: (kind: AccountKind, q: string) => ['admin', kind, { q }] as const,
  reports: () => ['admin', 'reports'] as const,
  reportList: (view: ReportView, q: string) => ['admin', 'reports', view, { q }] as const,
  audit: () => ['admin', 'audit'] as const,
  auditList: (q: string) => ['admin', 'audit', { q }] as const,
};

