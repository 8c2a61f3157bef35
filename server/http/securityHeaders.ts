/**
 * Security headers (@fastify/helmet). Pages: a Content-Security-Policy under which no inline or
 * third-party script runs, no framing, no referrer. Every answer: no MIME sniffing, HSTS when served
 * over HTTPS. API answers: `Cache-Control: no-store` (they carry personal data and tokens), a policy
 * that loads nothing, and no framing.
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
 * Headers that govern a document (its policy, framing, referrer, window isolation). A script, style
 * or font runs under the policy of the page that loads it (the console starts no worker), and JSON
 * is never a page, so answers that are not HTML go without them: about 450 bytes on each of the
 * dozens of files and API answers a first load fetches. `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy` stay everywhere: they guard files.
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

/**
 * What an API answer says instead (OWASP's advice for REST answers): load nothing and be framed
 * nowhere, should a browser ever be pointed at one.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

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
    const api = request.url.startsWith(`${apiPrefix}/`);
    if (api) reply.header('cache-control', 'no-store');
    if (isDocument(reply.getHeader('content-type'))) return payload;
    for (const name of DOCUMENT_ONLY) reply.removeHeader(name);
    if (api) {
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
