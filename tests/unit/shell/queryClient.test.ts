import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createConsoleQueryClient, isRetryableFailure, retryQuery } from '../../../src/shell/queryClient';

describe('query retry rule', () => {
  it('treats 404, 403, 400 and 500 as final', () => {
    for (const status of [400, 401, 403, 404, 409, 500]) {
      expect(isRetryableFailure(new HttpError('no', status))).toBe(false);
      expect(retryQuery(0, new HttpError('no', status))).toBe(false);
    }
  });

  it('retries 502, 503 and network errors twice at most', () => {
    for (const error of [new HttpError('bad gateway', 502), new HttpError('unavailable', 503), new TypeError('Failed to fetch')]) {
      expect(retryQuery(0, error)).toBe(true);
      expect(retryQuery(1, error)).toBe(true);
      expect(retryQuery(2, error)).toBe(false);
    }
  });

  it('does not retry programming errors without a status', () => {
    expect(retryQuery(0, new Error('schema mismatch'))).toBe(false);
  });

  it('is the default of the console query client', () => {
    expect(createConsoleQueryClient().getDefaultOptions().queries?.retry).toBe(retryQuery);
  });
});
