import { loadSchemas, type ApiSchemas } from './api-client.ts';
import { lazyModule } from './lazy-module.ts';

/*
 * The contracts' schemas for a component that judges what it shows with one (the save-search
 * button checks the address's filters): undefined until they are loaded, which its first render
 * starts. The server renders without them too, so hydration finds what the server sent.
 */
const schemas = lazyModule(loadSchemas);

export const useSchemas = (): ApiSchemas | undefined => schemas.useModule({ start: true });

/**
 * Settles once the schemas a mounted component waits for are there (at once when none waits):
 * app/hydration-transitions.tsx keeps transitions off until then, so a control they enable does
 * not fade in from its disabled look after the page has painted.
 */
export const schemasSettled = (): Promise<unknown> => schemas.settled();
