/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy under which no
 * inline or third-party script runs, no framing, no referrer, no MIME sniffing; HSTS only on
 * answers served over HTTPS; and `Cache-Control: no-store` on every API answer (they carry personal
 * data and tokens).
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The policy. Scripts: this origin's files only (no inline script, no eval, no other host).
 * Styles: this origin plus inline styles, which MUI's emotion inserts at run time as `<style>`
 * elements and `style` attributes; a style cannot run script, and a nonce would need a per-answer
 * index.html.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * Headers that govern a document (its policy, framing, referrer, window isolation): a script, style
 * or font under `/assets/` runs under the policy of the page that loads it (the console starts no
 * worker), so these are left off the hashed files, about 600 bytes on each of the dozens a first
 * load fetches. `X-Content-Type-Options` and `Cross-Origin-Resource-Policy` stay: they guard files.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Whether an answer is a page (index.html for a client route keeps the whole policy). */
function isDocument(contentType: unknown): boolean {
  return typeof contentType !== 'string' || /^text\/html|xml/.test(contentType);
}

/** One year, sub-domains included, once an answer went out over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance, apiPrefix: string): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Set below, only over HTTPS (a plain-HTTP answer cannot promise HTTPS).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith(`${apiPrefix}/`)) reply.header('cache-control', 'no-store');
    else if (request.url.startsWith('/assets/') && !isDocument(reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    }
    return payload;
  });
}
