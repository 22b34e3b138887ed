import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { invalid } from '../lib/errors.ts';

/**
 * Security headers with a Content-Security-Policy the built app satisfies: no inline or
 * third-party scripts. Inline styles stay allowed because react-hot-toast injects a <style>.
 */
export function registerSecurity(app: FastifyInstance, opts: { https: boolean; stripe: boolean }): void {
  // Stripe Elements loads its script and card frames from Stripe, and talks to its API.
  const stripe = opts.stripe
    ? { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] }
    : { script: [], frame: [], connect: [] };
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frame.length > 0 ? stripe.frame : ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when the public address is https.
    strictTransportSecurity: opts.https,
    crossOriginEmbedderPolicy: false,
    // Pages may open the provider sign-in popup and keep their link to it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // The popup's own steps send no opener policy: a policy on any page of the popup's journey
  // makes Chromium cut window.opener when it comes back from the provider.
  const { 'cross-origin-opener-policy': _opener, ...popupHeaders } = headers;
  // One hook for every request, with the headers worked out once: @fastify/helmet built a new
  // helmet (parsing the policy anew) for each request, a tenth of a cached read's time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(POPUP_STEPS.test(request.url) ? popupHeaders : headers);
    // Nothing is built from the Host header any more, but a malformed one is still the client's
    // mistake: 400 before any route, rather than whatever a library makes of it later.
    const host = request.headers.host;
    done(host !== undefined && !VALID_HOST.test(host) ? invalid('errors.request.badHost', { host: 'errors.request.badHost' }, 'BAD_HOST') : undefined);
  });
}

const POPUP_STEPS = /^\/(api\/oauth\/[^/]+\/start|api\/auth\/callback\/|api\/auth\/oauth2\/callback\/|oauth\/complete)/;

/**
 * Host = uri-host [ ":" port ] (RFC 9110 §7.2, RFC 3986 §3.2.2): an IP literal in brackets, or
 * a registered name of unreserved characters, sub-delims and %XX. Empty is allowed (RFC 9112 §3.2).
 */
const VALID_HOST = /^(?:\[[\dA-Fa-f:.]+\]|(?:[\w\-.~!$&'()*+,;=]|%[\dA-Fa-f]{2})*)(?::\d*)?$/;

/**
 * The headers helmet sets with these options, read once from helmet itself (so they stay what
 * helmet makes of its options), as lower-case names and their values. None of them depends on
 * the request: the policy has no per-request parts (no nonces).
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
