import { ConfigError } from './config';

/*
 * Why the server could not start, in one line a person can act on. Whatever stops it before it
 * listens (the environment, the data folder, the database, the port, a native module) is printed
 * this way on standard error, beside the structured log line, and the process exits 1: a
 * supervisor, a container or a person at a terminal always sees the reason.
 */

interface SystemError {
  code?: string;
  syscall?: string;
  path?: string;
  address?: string;
  port?: number;
  message?: string;
}

const DATABASE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_CON_COUNT_ERROR',
]);
const FOLDER_CODES = new Set(['EACCES', 'EPERM', 'ENOTDIR', 'EROFS', 'ENOENT', 'EEXIST', 'ENOSPC']);

/** The reason, for the line "The server could not start: …". */
export function describeStartFailure(error: unknown): string {
  if (error instanceof ConfigError) return `${error.message} (see docs/operations.md for each setting)`;
  const { code, syscall, path, address, port, message = String(error) } = (error ?? {}) as SystemError;
  if (syscall === 'listen' && code === 'EADDRINUSE')
    return `port ${port} on ${address} is already in use by another program: stop it, or set PORT to a free port`;
  if (syscall === 'listen') return `it may not listen on ${address}:${port} (${code}): set HOST and PORT to an address it may use`;
  if (code === 'ERR_DLOPEN_FAILED' || /NODE_MODULE_VERSION|invalid ELF header|\.node\b/.test(message))
    return `a native module could not be loaded (${message}): reinstall with \`npm ci\` under the Node.js of .node-version (\`source scripts/use-node.sh\` first)`;
  if (code && DATABASE_CODES.has(code))
    return `the database at DATABASE_URL cannot be reached or refused the connection (${code}: ${message}): check its host, port, user and database name`;
  if (code && FOLDER_CODES.has(code) && path)
    return `it cannot use ${path} (${code}): set DATA_DIR (and UPLOAD_DIR, BACKUP_DIR) to a folder this user may write`;
  return message;
}
