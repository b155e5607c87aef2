// Where `npm run bench` and `npm run lighthouse` keep their result tables when asked to
// (`--out=FILE`, or BENCH_OUT / LIGHTHOUSE_OUT): FILE ending in .json gets one object (when it ran,
// the commit, the machine, the settings and the rows, numbers as numbers), FILE ending in .md the
// same table(s) in Markdown under a heading naming the date, commit and machine.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The file asked for by `--out=FILE` (or else the environment variable `envName`), or null when
 * none is. Exits at once, naming the option, when FILE ends in neither .json nor .md or its folder
 * cannot be made: call it before anything is built or measured. A relative FILE is taken from the
 * folder npm was run in.
 */
export function resultsFile(envName) {
  const flag = process.argv.findLast((arg) => arg.startsWith('--out='));
  const [option, value] = flag !== undefined ? ['--out', flag.slice('--out='.length)] : [envName, process.env[envName]];
  if (value === undefined || (flag === undefined && value === '')) return null;
  const format = path.extname(value).toLowerCase().slice(1);
  if (format !== 'json' && format !== 'md') {
    console.error(`${option}=${value}: the results file must end in .json (JSON) or .md (a Markdown table)`);
    process.exit(2);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), value);
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
  } catch (error) {
    console.error(`${option}=${value}: cannot make the folder ${path.dirname(file)} (${error.code ?? error.message})`);
    process.exit(2);
  }
  return { file, format, startedAt: new Date() };
}

/**
 * Writes `rows` (plain objects) to the results file. `columns` ({ key, label, format? }) are the
 * Markdown table's, in order; `format(value, row)` turns a cell into text there (a value of null,
 * or undefined, or a format's answer of null shows as "–"). With `groupBy`, the Markdown has one
 * table per value of that key, under a heading naming it. `notes` are lines under the table(s).
 */
export function writeResults(out, { script, settings, columns, rows, groupBy, notes = [] }) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    encoding: 'utf8',
  });
  const results = {
    script,
    ranAt: out.startedAt.toISOString(),
    commit: commit.status === 0 ? commit.stdout.trim() : null,
    machine: { cpu: os.cpus()[0]?.model ?? null, cores: os.cpus().length, node: process.version },
    settings,
    rows,
  };
  if (out.format === 'json') {
    fs.writeFileSync(out.file, `${JSON.stringify(results, null, 2)}\n`);
  } else {
    const { machine } = results;
    const cell = (text) => String(text).replace(/\|/g, '\\|');
    const shown = columns.filter((column) => column.key !== groupBy);
    const table = (tableRows) => [
      `| ${shown.map((column) => cell(column.label)).join(' | ')} |`,
      `|${shown.map(() => '---|').join('')}`,
      ...tableRows.map(
        (row) => `| ${shown.map(({ key, format = (value) => value }) => cell(format(row[key] ?? null, row) ?? '–')).join(' | ')} |`,
      ),
    ];
    const groups = groupBy ? [...new Set(rows.map((row) => row[groupBy]))] : [undefined];
    const lines = [
      `## ${script} — ${results.ranAt.slice(0, 16).replace('T', ' ')} UTC — commit ${results.commit ?? 'unknown'} — ${machine.cpu ?? 'unknown CPU'}, ${machine.cores} cores, Node ${machine.node}`,
      '',
      Object.entries(settings)
        .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : (value ?? '–')}`)
        .join(' · '),
      ...groups.flatMap((group) => [
        '',
        ...(group === undefined ? [] : [`### ${group}`, '']),
        ...table(group === undefined ? rows : rows.filter((row) => row[groupBy] === group)),
      ]),
      ...(notes.length > 0 ? ['', ...notes] : []),
    ];
    fs.writeFileSync(out.file, `${lines.join('\n')}\n`);
  }
  console.log(`results written to ${out.file}`);
}
