import { describe, expect, it } from 'vitest';
import { reconnectDelaySeconds } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string) => Object.assign(new Error('driver'), { code });

describe('which errors mean the database is not answering (decision 071)', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connection closed under a query', withCode('CONNECTION_CLOSED')],
    ['SQLSTATE class 08', withCode('08006')],
    ['a server shutting down', withCode('57P01')],
    ['a server starting up', withCode('57P03')],
    ['a closed PGlite', new Error('PGlite is closed')],
    [
      'a driver error wrapped by Drizzle',
      new Error('Failed query', { cause: withCode('ECONNRESET') }),
    ],
    ['both addresses of localhost refused', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['an error of ours', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the pool’s wait before reconnecting', () => {
  it('never exceeds a quarter of a second, however many failures in a row', () => {
    expect(reconnectDelaySeconds(1)).toBeLessThan(0.1);
    expect(reconnectDelaySeconds(50)).toBe(0.25);
  });
});
