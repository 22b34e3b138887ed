import { z } from 'zod';

/*
 * What apiFetch checks answers with: the contracts' schemas (not their English words, which
 * would bring the whole English catalogue). api-client.ts imports this module lazily, with the
 * first request the browser makes itself: a server-rendered page shows and hydrates without the
 * schema library (its largest dependency after React).
 */
export * from '@reboard/contracts/schemas';

/** An answer the caller does not read (Better Auth's own objects): any JSON. */
export const AnyAnswerSchema = z.unknown();
