/**
 * The public calls that mail an address (forgot-password, register, send-activation-email) tell
 * nothing about it: the same status and body for a registered address and an unknown one, answered
 * in the same time (the median difference of alternating pairs of calls; the answer comes before
 * the look-up), and each address and client address is
 * limited like a login, with a 429 and Retry-After beyond the limit, counted in mails sent.
 */
import { performance } from 'node:perf_hooks';
import { MAIL_RULES } from '../../server/auth/loginLimits';
import { hashPassword } from '../../server/auth/passwords';
import { sql } from '../../server/db/sql';
import { afterAnswerSettled, runAfterAnswer } from '../../server/shell/afterAnswer';
import { mailCount, mailsTo } from '../../server/shell/outbox';
import { API, createTestApi, type TestApi } from './helpers';

let api: TestApi;
let passwordHash: string;
const savedRegistration = process.env.OFFICE_REGISTRATION_DISABLED;

beforeAll(async () => {
  process.env.OFFICE_REGISTRATION_DISABLED = 'false';
  api = await createTestApi();
  passwordHash = await hashPassword('Secret123');
});
afterAll(async () => {
  if (savedRegistration === undefined) delete process.env.OFFICE_REGISTRATION_DISABLED;
  else process.env.OFFICE_REGISTRATION_DISABLED = savedRegistration;
  await api.close();
});

/** Every call from a client address of its own unless one is given, so only the limit under test counts. */
let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.40.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};
const post = (path: string, payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
  api.app.inject({ method: 'POST', url: `${API}/auth/${path}`, payload, remoteAddress });
const registration = (email: string) => ({
  firstName: 'Rita',
  lastName: 'Register',
  email,
  password: 'Secret123',
  birthdate: '1990-04-02',
});

/** Enabled office managers of op1. */
async function managers(prefix: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${prefix}.${i}@example.com`);
  for (const email of emails) {
    await api.db.query(sql`INSERT INTO managers (email, password_hash, role, operator_code, username, status, email_verified)
      VALUES (${email}, ${passwordHash}, 'OFFICE', 'op1', ${email}, 'ENABLED', true)`);
  }
  return emails;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The answer times of calls for known and for unknown addresses, made in pairs taken in turns
 * (known, unknown, then unknown, known, …) so that a change in the machine's load touches both
 * alike and neither always goes first. The work a call leaves for after its answer is waited for
 * between calls, outside the times.
 */
async function timings(call: (email: string) => Promise<{ statusCode: number }>, known: string[], unknown: string[]) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const timed = async (kind: 'known' | 'unknown', email: string) => {
    const start = performance.now();
    const response = await call(email);
    times[kind].push(performance.now() - start);
    expect(response.statusCode).toBe(200);
    await afterAnswerSettled();
  };
  for (let i = 0; i < known.length; i++) {
    const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
    for (const kind of order) await timed(kind, kind === 'known' ? known[i] : unknown[i]);
  }
  return {
    known: median(times.known),
    unknown: median(times.unknown),
    /** The median of each pair's difference (known less unknown): a pair's two calls met the same load. */
    difference: median(times.known.map((ms, i) => ms - times.unknown[i])),
  };
}

/**
 * Times that tell nothing: the pairs' median difference stays under 15 ms or half the faster
 * median, whichever is more. Noise moves single calls, not the median of paired differences, by
 * that much; a real difference of the work before the answer does (an address looked up before
 * answering took 54 ms against 19.5 ms for an unknown one: 34.5 ms apart).
 */
function expectWithinNoise(what: string, times: { known: number; unknown: number; difference: number }) {
  const bound = Math.max(15, 0.5 * Math.min(times.known, times.unknown));
  console.log(
    `${what} median: known ${times.known.toFixed(1)} ms, unknown ${times.unknown.toFixed(1)} ms, ` +
      `paired difference ${times.difference.toFixed(1)} ms (bound ${bound.toFixed(1)} ms)`,
  );
  expect(Math.abs(times.difference)).toBeLessThan(bound);
}

describe('the same answer for a registered address and an unknown one', () => {
  it('forgot-password, register and send-activation-email answer alike', async () => {
    const [known] = await managers('alike', 1);
    for (const path of ['forgot-password', 'send-activation-email'] as const) {
      const answers = [await post(path, { email: known }), await post(path, { email: `nobody.${path}@example.com` })];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0].body).toBe(answers[1].body);
      expect(answers[0].json()).toEqual({ success: true, payload: true });
    }
    const registered = await post('register', registration(known));
    const fresh = await post('register', registration('alike.new@example.com'));
    expect([registered.statusCode, fresh.statusCode]).toEqual([200, 200]);
    expect(registered.body).toBe(fresh.body);
    expect(registered.headers['content-type']).toBe(fresh.headers['content-type']);
  });

  it('after the answer: the registered address gets its reset link or a note of the attempt, the unknown none', async () => {
    const [known] = await managers('after', 1);
    const before = mailCount(known);
    await post('forgot-password', { email: known });
    await post('forgot-password', { email: 'after.nobody@example.com' });
    await post('register', { ...registration(known), password: 'Taken1234' });
    await afterAnswerSettled();
    expect(
      mailsTo(known)
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual(['Password reset', 'Registration attempt with your e-mail']);
    expect(mailCount('after.nobody@example.com')).toBe(0);
    // The registration changed nothing of the account it found.
    const [row] = await api.db.query<{ n: number; hash: string }>(
      sql`SELECT count(*)::integer AS n, min(password_hash) AS hash FROM managers WHERE lower(email) = ${known}`,
    );
    expect(row).toEqual({ n: 1, hash: passwordHash });
    const [logged] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM activity_log WHERE log_type = 'PASSWORD_FORGOT_REQUEST' AND affected_user_username = ${known}`,
    );
    expect(logged.n).toBe(1);
  });
});

describe('the same time for a registered address and an unknown one', () => {
  it('forgot-password answers before it looks the address up: its answer waits for no work that differs', async () => {
    const [known] = await managers('before', 1);
    // Hold the work left for after the answers: the call must still answer, its mail not yet sent.
    let release!: () => void;
    runAfterAnswer(api.app.log, 'A held piece of work', () => new Promise<void>((resolve) => (release = resolve)));
    const before = mailCount(known);
    for (const email of [known, 'before.nobody@example.com']) {
      const answer = await post('forgot-password', { email });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, payload: true });
    }
    expect(mailCount(known)).toBe(before);
    release();
    await afterAnswerSettled();
    expect(mailCount(known)).toBe(before + 1);
    expect(mailCount('before.nobody@example.com')).toBe(0);
  });

  it('forgot-password: the times are within noise of each other', async () => {
    const pairs = 21;
    const known = await managers('timing', pairs);
    const unknown = known.map((email) => email.replace('timing', 'timing-nobody'));
    await timings((email) => post('forgot-password', { email }), known.slice(0, 2), unknown.slice(0, 2)); // warm-up
    const mailsBefore = known.map(mailCount);
    const times = await timings((email) => post('forgot-password', { email }), known.slice(2), unknown.slice(2));
    expectWithinNoise('forgot-password', times);
    // The known addresses did get their mail: the work was done, after the answer.
    expect(known.slice(2).map((email, i) => mailCount(email) - mailsBefore[i + 2])).toEqual(known.slice(2).map(() => 1));
    expect(unknown.map(mailCount)).toEqual(unknown.map(() => 0));
  });

  it('register: the times are within noise of each other', async () => {
    const pairs = 7;
    const known = await managers('regtime', pairs);
    const unknown = known.map((email) => email.replace('regtime', 'regtime-new'));
    expectWithinNoise('register', await timings((email) => post('register', registration(email)), known, unknown));
    const [created] = await api.db.query<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM managers WHERE email LIKE 'regtime-new.%' AND status = 'REGISTERED'`,
    );
    expect(created.n).toBe(pairs);
  });
});

describe('limits per address and per client address', () => {
  it(`an address gets ${MAIL_RULES.account.free} mails, then a 429 with Retry-After, known or not`, async () => {
    const [known] = await managers('limit', 1);
    for (const email of [known, 'limit.nobody@example.com']) {
      const before = mailCount(email);
      for (let i = 0; i < MAIL_RULES.account.free; i++) expect((await post('forgot-password', { email })).statusCode).toBe(200);
      const refused = await post('forgot-password', { email });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toEqual({
        success: false,
        message: `Too many e-mails asked for; try again in ${refused.headers['retry-after']} seconds`,
        retryAfterSeconds: Number(refused.headers['retry-after']),
      });
      // The other calls that mail the address share its count.
      expect((await post('send-activation-email', { email })).statusCode).toBe(429);
      expect((await post('register', registration(email))).statusCode).toBe(429);
      await afterAnswerSettled();
      expect(mailCount(email) - before).toBe(email === known ? MAIL_RULES.account.free : 0);
    }
  });

  it('30 forgot-password calls for one account at once send the free mails only', async () => {
    const [known] = await managers('burst', 1);
    const before = mailCount(known);
    const answers = await Promise.all(Array.from({ length: 30 }, () => post('forgot-password', { email: known })));
    await afterAnswerSettled();
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    const refused = answers.filter((answer) => answer.statusCode === 429);
    // The free ones, and at most one more should the burst outlast the first delay (2 s).
    expect(accepted).toBeGreaterThanOrEqual(MAIL_RULES.account.free);
    expect(accepted).toBeLessThanOrEqual(MAIL_RULES.account.free + 1);
    expect(refused.length).toBe(30 - accepted);
    expect(refused.every((answer) => Number(answer.headers['retry-after']) >= 1)).toBe(true);
    expect(mailCount(known) - before).toBe(accepted);
  });

  it(`a client address may ask for ${MAIL_RULES.address.free} mails, then a 429 with Retry-After`, async () => {
    const address = '10.41.0.1';
    for (let i = 0; i < MAIL_RULES.address.free; i++) {
      expect((await post('forgot-password', { email: `spray.${i}@example.com` }, address)).statusCode).toBe(200);
    }
    const refused = await post('forgot-password', { email: 'spray.last@example.com' }, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another client address is not held up, nor is a login from the same one.
    expect((await post('forgot-password', { email: 'spray.last@example.com' })).statusCode).toBe(200);
    const login = await api.app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { username: 'office1@demo.test', password: 'Office123' },
      remoteAddress: address,
    });
    expect(login.statusCode).toBe(200);
  });
});
