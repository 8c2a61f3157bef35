/** The signing secret's length check: bytes of UTF-8, at least as many as HS256's hash (32). */
import { MIN_SECRET_BYTES, TokenService, signingSecretProblem } from '../../../server/auth/tokens';
import { StartupError } from '../../../server/startupError';

describe('signingSecretProblem', () => {
  it('accepts 32 bytes and more', () => {
    expect(MIN_SECRET_BYTES).toBe(32);
    expect(signingSecretProblem('x'.repeat(32))).toBeUndefined();
    expect(signingSecretProblem('test-secret-test-secret-test-secret')).toBeUndefined();
    // Eleven euro signs are 33 bytes of UTF-8.
    expect(signingSecretProblem('€'.repeat(11))).toBeUndefined();
  });

  it('refuses a shorter one, counting bytes rather than characters, and an empty one', () => {
    expect(signingSecretProblem('x'.repeat(31))).toMatch(/^JWT_SECRET is 31 bytes long: a signing secret needs at least 32 bytes/);
    expect(signingSecretProblem('x')).toMatch(/^JWT_SECRET is 1 byte long:/);
    // Ten euro signs are ten characters but 30 bytes.
    expect(signingSecretProblem('€'.repeat(10))).toMatch(/^JWT_SECRET is 30 bytes long:/);
    expect(signingSecretProblem('')).toMatch(/^JWT_SECRET is set but empty:.*leave JWT_SECRET unset/);
  });
});

describe('TokenService', () => {
  it('refuses a short secret given to the app, as at start-up', async () => {
    const created = TokenService.create(undefined as never, { secret: 'short' });
    await expect(created).rejects.toBeInstanceOf(StartupError);
    await expect(created).rejects.toThrow(/^JWT_SECRET is 5 bytes long/);
  });
});
