import { describe, expect, it } from 'vitest';
import { RETRY, retryAfterMs, retryDelay } from './retry.ts';

describe('retry after 503', () => {
  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(retryAfterMs('5', now)).toBe(5000);
    expect(retryAfterMs('Mon, 23 Nov 2026 12:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('logo', now)).toBeUndefined();
  });

  it('waits only for calls that may run twice, within bounds', () => {
    expect(retryDelay('GET', 503, '2', 1)).toBe(2000);
    expect(retryDelay('PUT', 503, null, 1)).toBe(RETRY.defaultDelayMs);
    expect(retryDelay('DELETE', 503, '0', RETRY.retries)).toBe(0);
    expect(retryDelay('DELETE', 503, '0', RETRY.retries + 1)).toBeUndefined();
    expect(retryDelay('POST', 503, '0', 1)).toBeUndefined();
    expect(retryDelay('GET', 500, '0', 1)).toBeUndefined();
    expect(retryDelay('GET', 503, '11', 1)).toBeUndefined();
  });
});
