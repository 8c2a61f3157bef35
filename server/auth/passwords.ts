/**
 * Password hashing with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, base64url parts. The cost
 * is one of OWASP's recommended scrypt settings (N=2^15, r=8, p=3: 32 MiB per hash); a hash stored
 * with a lower cost verifies and is replaced on the next successful login ({@link needsRehash}).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

/** The cost of new hashes. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;

/** Stored hashes up to this cost verify (memory 128·N·r bytes); anything dearer is refused, not run. */
const MAX_N = 2 ** 20;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const memory = 128 * (options.N ?? 0) * (options.r ?? 0);
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 2 * memory + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    scheme === 'scrypt' &&
    !!salt &&
    !!hash &&
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    Number.isInteger(params.r) &&
    params.r > 0 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p > 0 &&
    params.p <= 16;
  return sane ? { params, salt, hash } : undefined;
}

/** Hashes a password with a fresh random salt at the current cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT_PARAMS);
  return ['scrypt', SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const key = await scrypt(password, Buffer.from(parsed.salt, 'base64url'), parsed.params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made at another cost than the current one (rehash after a successful login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.params.N !== SCRYPT_PARAMS.N || parsed.params.r !== SCRYPT_PARAMS.r || parsed.params.p !== SCRYPT_PARAMS.p;
}

/** A hash that never matches, used to spend the same time when an account does not exist. */
export const UNUSABLE_HASH =
  `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}` +
  `$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;
