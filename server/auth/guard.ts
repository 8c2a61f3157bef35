/** Reading the access token of a request. */
import type { FastifyRequest } from 'fastify';
import type { Manager } from './managers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated manager, set by the auth hook. */
    manager: Manager | null;
  }
}

/**
 * The bearer token from the `Authorization` header; for GET requests (CSV downloads opened as a
 * page) also from the `authorization` cookie the console mirrors the token into.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    return match?.[1];
  }
  if (request.method !== 'GET' || typeof request.headers.cookie !== 'string') return undefined;
  for (const part of request.headers.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'authorization') {
      const value = decodeURIComponent(rest.join('='));
      return /^Bearer\s+/i.test(value) ? value.replace(/^Bearer\s+/i, '') : value;
    }
  }
  return undefined;
}
