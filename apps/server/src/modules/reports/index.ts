import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { reportsRoutes } from './reports.routes.ts';
import type { ReportsService } from './reports.service.ts';

/* What other modules may use of reports: the admins' queue and what resolving a report changes. */
export { createReportsService, type OpenReport, type ReportsService } from './reports.service.ts';

/** Mounts a person's report of a listing. */
export async function mountReports(app: AppInstance, deps: { reports: ReportsService }): Promise<void> {
  await app.register(reportsRoutes, { prefix: API_PREFIX, ...deps });
}
