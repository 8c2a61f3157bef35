/**
 * The contract document as others use it (server/generated/openapi.json): every operation named
 * (operationId, unique), its provenance in the specification written in its description and in
 * `x-spec`, its error answers documented, and `redocly lint` (the OpenAPI linter most client
 * generators' users run) with no error: only the specification's own trailing slashes warn.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CALL_PARTS } from '../../../resources/specStatements';

type Json = Record<string, unknown>;
const document = JSON.parse(readFileSync(new URL('../../../server/generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Json>>;
  components: { responses: Record<string, Json>; parameters: Record<string, Json> };
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, method, path, operation })),
);

describe('the contract document', () => {
  it('names every operation once', () => {
    const missing = operations.filter(({ operation }) => typeof operation.operationId !== 'string').map(({ call }) => call);
    expect(missing).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId as string);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['auth.login', 'players.list', 'betslips.setBetRowStatus', 'bonuses.cancel']));
  });

  it("writes each operation's provenance: the specification's section and words, or that the call is the reference server's choice", () => {
    for (const { call, operation } of operations) {
      const spec = operation['x-spec'] as { section?: string; states: string[]; open: string[] };
      expect([...spec.states, ...spec.open].sort(), call).toEqual([...CALL_PARTS].sort());
      expect(operation.description, call).toMatch(/Specification (000|001|002) §\d|Not in the specification/);
    }
    const cancel = document.paths['/{op}/betslips/{id}/cancel'].post;
    expect(cancel.description).toContain('POST betslips/{id}/cancel?isCancelled={bool}');
    const betRow = document.paths['/{op}/betslips/betrows/{betrowId}/configure'].put['x-spec'] as { open: string[] };
    expect(betRow.open).toContain('path');
    expect(document.paths['/{op}/roles'].get.description).toMatch(/^Not in the specification/);
  });

  it('documents the error answers: 400 with the field and rule, 401, 403, 404, 409 on writes, 413 with a body, 429, 503', () => {
    expect(Object.keys(document.components.responses).sort()).toEqual(
      [
        'BadRequest',
        'Conflict',
        'Forbidden',
        'IdempotencyKeyReused',
        'NotFound',
        'PayloadTooLarge',
        'ServiceUnavailable',
        'TooManyRequests',
        'Unauthorized',
      ].sort(),
    );
    for (const { call, method, operation } of operations) {
      const codes = Object.keys(operation.responses as Json);
      expect(codes, call).toEqual(expect.arrayContaining(['200', '400', '404', '429', '503']));
      if (method !== 'get' && !operation['x-list-query']) expect(codes, call).toContain('409');
      if (operation.requestBody) expect(codes, call).toContain('413');
    }
    expect(Object.keys(document.paths['/{op}/players'].get.responses as Json)).toEqual(['200', '400', '401', '403', '404', '429', '503']);
    expect(Object.keys(document.paths['/auth/login'].post.responses as Json)).not.toContain('401');
  });

  it('states the 413 with the body limit, and the 429 with Retry-After of logins, e-mails and CSV downloads', () => {
    expect(JSON.stringify(document.components.responses.PayloadTooLarge)).toContain('"limitBytes"');
    expect(document.components.responses.TooManyRequests).toMatchObject({
      description: expect.stringMatching(/download/),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
    expect((document.paths['/{op}/exports/upload'].post.responses as Json)['413']).toEqual({
      $ref: '#/components/responses/PayloadTooLarge',
    });
    expect(JSON.stringify(document.components.responses.Conflict)).toContain('UPLOAD_QUOTA_EXCEEDED');
  });

  it('states the 503 with Retry-After of a database that is away on every call, the public ones included', () => {
    expect(document.components.responses.ServiceUnavailable).toMatchObject({
      description: expect.stringMatching(/database is away/),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
    for (const path of ['/info', '/auth/login', '/{op}/players/{id}']) {
      for (const operation of Object.values(document.paths[path])) {
        expect((operation.responses as Json)['503'], path).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
      }
    }
  });

  it("states the 428 of a versioned record's PUT without its version, and the stale 409, both with the current record", () => {
    const responses = document.paths['/{op}/players/{id}'].put.responses as Record<string, Json>;
    for (const code of ['409', '428']) {
      expect(JSON.stringify(responses[code]), code).toContain('"current":{"$ref":"#/components/schemas/Players"');
    }
    expect(responses['428'].description).toMatch(/^Precondition Required .*`updated`/);
    expect(responses['409'].headers).toMatchObject({ 'Retry-After': { schema: { type: 'integer' } } });
    // Only the declared versioned records: a PUT of another record has no 428.
    const unversioned = operations.filter(
      ({ method, path, operation }) => method === 'put' && path !== '/{op}/players/{id}' && '428' in (operation.responses as Json),
    );
    expect(unversioned.map(({ call }) => call)).toEqual([]);
  });

  it('takes an Idempotency-Key on every write with a session (422 when reused), on no read and no public call', () => {
    const key = { $ref: '#/components/parameters/IdempotencyKey' };
    expect(document.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false });
    for (const { call, method, operation } of operations) {
      const isPublic = Array.isArray(operation.security) && (operation.security as unknown[]).length === 0;
      const write = method !== 'get' && !isPublic && (!operation['x-list-query'] || operation['x-also-serves']);
      const parameters = (operation.parameters as Json[] | undefined) ?? [];
      if (write) {
        expect(parameters, call).toContainEqual(key);
        expect(Object.keys(operation.responses as Json), call).toContain('422');
      } else expect(parameters, call).not.toContainEqual(key);
    }
    // The manual payment shares its path with the payments list's long query.
    expect(document.paths['/{op}/payments'].post.parameters).toContainEqual(key);
    expect(document.paths['/{op}/betslips/{id}/cancel'].post.parameters).toContainEqual(key);
    expect(document.paths['/auth/login'].post.parameters ?? []).not.toContainEqual(key);
  });

  it('passes redocly lint: no error, and the only warnings are the trailing slashes 002 §7 writes', async () => {
    // The linter from npm, as an operator's engineers would run it (npx fetches it once).
    const { stdout } = await promisify(execFile)(
      'npx',
      ['--yes', '@redocly/cli@2.77.0', 'lint', 'server/generated/openapi.json', '--format=json', '--max-problems=1000'],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      // A lint error exits 1; its report is still on stdout.
      if (error.stdout) return { stdout: error.stdout };
      throw error;
    });
    const report = JSON.parse(stdout) as { totals: { errors: number }; problems: { ruleId: string; message: string }[] };
    expect(report.problems.filter((problem) => problem.ruleId !== 'no-path-trailing-slash')).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.problems.map((problem) => problem.message).sort()).toEqual([
      '`/{op}/betslips/betrow/stacktrace/` should not have a trailing slash.',
      '`/{op}/players/{id}/kyc/finalize/` should not have a trailing slash.',
    ]);
  }, 300_000);
});
