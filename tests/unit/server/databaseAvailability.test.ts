/**
 * Which errors mean "the database is away" (a 503 with Retry-After) rather than "this statement
 * failed" (a 4xx for refused input, or a 500).
 */
import { databaseUnavailable } from '../../../server/db/availability';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['shutting down (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['no connection within the pool time-out', new Error('timeout exceeded when trying to connect')],
    ['every address of a host refused', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]))],
  ])('%s is the database away', (_name, error) => {
    expect(databaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a check violation (23514)', withCode('23514')],
    ['a cancelled statement (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['a syntax error (42601)', withCode('42601')],
    ['a plain error', new Error('Something else')],
    ['an aggregate with one other error', new AggregateError([withCode('ECONNREFUSED'), withCode('23505')])],
    ['an empty aggregate', new AggregateError([])],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(databaseUnavailable(error)).toBe(false);
  });
});
