import 'reflect-metadata';
import fs from 'node:fs';
import { startServer } from '../server';
import { schemaFilePath } from '../composition/graphql-schema';
import { logger } from '../shared/logger';
import { stopOnSignals } from '../shutdown';
import { printAppSchema } from './print-schema';

/**
 * The api under `npm run dev`: the real server, plus schema.graphql rewritten whenever a resolver
 * change altered the printed schema, so codegen (watching that file) retypes the web hooks at once.
 * `node --watch` restarts this process on every change under api/src and validation/.
 */
async function main(): Promise<void> {
  const running = await startServer();
  await writeSchemaIfChanged();
  stopOnSignals(() => running.stop(), { deadlineMs: running.stopDeadlineMs });
}

async function writeSchemaIfChanged(): Promise<void> {
  const text = await printAppSchema();
  const file = schemaFilePath();
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (text === current) return;
  fs.writeFileSync(file, text);
  logger.info({ file }, 'schema.graphql rewritten from the code-first schema');
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'The dev server could not start');
  process.exit(1);
});
