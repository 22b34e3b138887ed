/* What other modules may use of reports: the admins' queue and what resolving a report changes. */
export { createReportsService, type OpenReport, type ReportsService } from './reports.service.ts';
