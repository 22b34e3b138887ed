import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import { REDACT_PATHS, scrubLogObject, serializeError, serializeRequest } from './log-redaction.ts';

/** Whether pino-pretty is installed: it is a development dependency, absent from a production install. */
function prettyAvailable(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's logger: one readable line per event while developing, JSON (for a log
 * collector) in production, nothing when LOG_LEVEL is silent.
 */
export function loggerOptions(config: Pick<AppConfig, 'env' | 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = config.env === 'development' && prettyAvailable();
  return {
    level: config.logLevel,
    // Logs never carry credentials, contact details, people's words or a query's values (log-redaction.ts).
    redact: REDACT_PATHS,
    serializers: { err: serializeError, req: serializeRequest },
    formatters: { log: scrubLogObject },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/**
 * What a service may log through: the part of pino's interface services use. Fastify's logger
 * satisfies it, and so does pino itself, so services need not know the HTTP framework.
 */
export interface ServiceLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
