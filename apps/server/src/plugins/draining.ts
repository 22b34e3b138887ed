import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process is stopping: readiness turns false for good. Call before close(). */
    drain(): void;
  }
}

/**
 * While stopping, each reply still going out says `Connection: close`. close() shuts the
 * connections that are idle when it starts, but a keep-alive connection whose request finishes
 * afterwards would otherwise stay open, and hold the stop for the whole grace period.
 */
export function registerDraining(app: FastifyInstance, system: { drain(): void; draining(): boolean }): void {
  app.decorate('drain', () => system.drain());
  // A callback, not an async function: every reply passes through here and needs no promise.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (system.draining()) reply.header('connection', 'close');
    done(null, payload);
  });
}
