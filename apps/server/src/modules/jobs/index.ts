/* What other modules may use of jobs: enqueuing work in their own transaction, and handling a kind. */
export { createJobsService, type JobsService } from './jobs.service.ts';
export { JOBS_CHANNEL } from './jobs.repository.ts';
export type { JobHandler, JobTimings } from './job-runner.ts';
