import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors.ts';

describe('isDatabaseUnavailable: errors that are the database being away or full, answered 503', () => {
  it.each([
    ['too many connections (53300)', { code: '53300', message: 'sorry, too many clients already' }, true],
    ['a server shutting down (57P01)', { code: '57P01' }, true],
    ['wrapped by objection', { name: 'DBError', nativeError: { code: '53300' } }, true],
    ['a deadlock victim, rolled back whole (40P01)', { name: 'DBError', nativeError: { code: '40P01' } }, true],
    ['a serialization failure (40001)', { code: '40001' }, true],
    ['a unique violation', { code: '23505' }, false],
    ['a plain error', new Error('boom'), false],
  ])('%s → %s', (_name, err, unavailable) => expect(isDatabaseUnavailable(err)).toBe(unavailable));
});
