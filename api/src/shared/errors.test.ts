import { QueryFailedError } from 'typeorm';
import { asAppError, isDatabaseUnreachable } from './errors';

const driverError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('recognising a database that cannot be reached', () => {
  it.each([
    ['mysql2: refused', driverError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:3306')],
    ['mysql2: connection lost', driverError('PROTOCOL_CONNECTION_LOST', 'Connection lost: The server closed the connection.')],
    ['mysql2: timed out', driverError('ETIMEDOUT', 'connect ETIMEDOUT')],
    ['mysql2: too many connections', driverError('ER_CON_COUNT_ERROR', 'Too many connections')],
    ['mysql2: pool closed', new Error('Pool is closed.')],
    ['better-sqlite3: busy', driverError('SQLITE_BUSY', 'database is locked')],
    ['better-sqlite3: cannot open', driverError('SQLITE_CANTOPEN', 'unable to open database file')],
    ['better-sqlite3: disk I/O', driverError('SQLITE_IOERR_WRITE', 'disk I/O error')],
    ['better-sqlite3: closed', new TypeError('The database connection is not open')],
    ['TypeORM: wrapped', new QueryFailedError('INSERT …', [], driverError('PROTOCOL_CONNECTION_LOST'))],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(asAppError(error)?.code).toBe('SERVICE_UNAVAILABLE');
  });

  it.each([
    ['a syntax error', new QueryFailedError('SELEC 1', [], driverError('ER_PARSE_ERROR', 'You have an error in your SQL syntax'))],
    ['a duplicate key', driverError('ER_DUP_ENTRY', "Duplicate entry 'a' for key 'email'")],
    ['a constraint', driverError('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: users.email')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('leaves %s a 500', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
    expect(asAppError(error)).toBeUndefined();
  });
});
