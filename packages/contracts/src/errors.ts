import { z } from 'zod';

/** Every error the API sends has this shape; `fields` names each invalid input. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
  // Named, so the API document defines it once and every refusal refers to it.
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;
