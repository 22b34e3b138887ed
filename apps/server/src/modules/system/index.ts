import type { AppConfig } from '#server/config.ts';
import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { healthzRoutes } from './healthz.routes.ts';
import { systemRoutes } from './system.routes.ts';
import type { SystemService } from './system.service.ts';

/* What app.ts wires of system: the instance's health and draining. Other modules use none of it. */
export { createSystemService, type SystemService } from './system.service.ts';

/** Mounts the probes at the root (/healthz/…) and the API's health and public settings under /api. */
export async function mountSystem(app: AppInstance, deps: { system: SystemService; config: AppConfig }): Promise<void> {
  await app.register(healthzRoutes, { system: deps.system });
  await app.register(systemRoutes, { prefix: API_PREFIX, ...deps });
}
