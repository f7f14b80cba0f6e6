import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer (page, assets and API): a CSP that the built client satisfies
 * (scripts only from this origin; inline styles, which Mantine and ag-grid inject at run time;
 * images, audio and workers also from data:/blob: URLs the screens make), no framing, nosniff,
 * no referrer across origins. HSTS only behind a TLS-terminating proxy. One helmet for the server
 * (@fastify/helmet built one per request, parsing the policy each time).
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { https: boolean }): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.https ? { maxAge: 15_552_000 } : false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
}
