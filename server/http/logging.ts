/** Server log settings: request lines never carry tokens (e-mail links put them in the query). */
import type { FastifyServerOptions } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|refreshToken|accessToken|authorization|password)=)[^&#]*/gi;

/** A URL with the values of token-like query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Adds the redacting request serializer to a fastify logger option (false or undefined stay as they are). */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
  };
}
