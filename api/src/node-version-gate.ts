import path from 'node:path';
import { findRepositoryRoot } from './shared/repository-root';
import { describeStartFailure } from './start-failure';

/*
 * Imported first by server.ts. On a Node.js the project does not support, the server says so and
 * exits 1 before any native module loads (one built for another Node.js ends the process with a
 * segmentation fault and no word). The rule is the repository's own (scripts/node-version.cjs),
 * required by path because it lives outside the api's sources, and it is CommonJS so that any
 * Node.js can load it.
 *
 * Run as the server, it also answers for what fails while the server's modules load (a native
 * module that will not load, say): the reason in plain words and exit 1, like any other start-up
 * failure, until server.ts calls serverModulesLoaded.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exitUnlessSupportedNode } = require(path.join(findRepositoryRoot(), 'scripts', 'node-version.cjs')) as {
  exitUnlessSupportedNode: () => void;
};
exitUnlessSupportedNode();

const failedWhileLoading = (error: unknown) => {
  process.stderr.write(`The server could not start: ${describeStartFailure(error)}\n`);
  process.exit(1);
};
const runAsServer = /[\\/]server\.[jt]s$/.test(require.main?.filename ?? '');
if (runAsServer) process.once('uncaughtException', failedWhileLoading);

/** Every module of the server has loaded: from here on its own handlers answer for errors. */
export function serverModulesLoaded(): void {
  process.off('uncaughtException', failedWhileLoading);
}
