import { API_PREFIX, type AppInstance } from '#server/plugins/mount.ts';
import { bomRoutes } from './bom.routes.ts';
import type { BomService } from './bom.service.ts';

/* What app.ts wires of bom: BOM search and wanted lists, and the wanted lists' alerts, which follow listings. Other modules use none of it. */
export { createBomService, type BomService } from './bom.service.ts';
export { createWantedAlerts, type WantedAlerts } from './wanted-alerts.ts';

/** Mounts BOM search and wanted lists. */
export async function mountBom(app: AppInstance, deps: { bom: BomService }): Promise<void> {
  await app.register(bomRoutes, { prefix: API_PREFIX, bom: deps.bom });
}
