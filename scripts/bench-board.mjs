// The work board at scale, for `npm run bench` (docs/measuring.md): the embedded database of a
// fresh server filled with 100,000 jobs of 1,000 engagements, 2,000 of them open, then the board's
// first screen asked for as the browser asks for it (a page of each of its six columns, and the
// templates' stages, at once) as an administrator, who sees every job. Printed: the time to the
// whole screen and the server's CPU time per screen, beside the goal of 50 ms. Never asserted.
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));

const ENGAGEMENTS = 1_000;
const JOBS_PER_ENGAGEMENT = 100;
const OPEN_PER_ENGAGEMENT = 2;
const SCREENS = 40;
const GOAL_MS = 50;
const OPEN_STAGES = ['waiting_for_client', 'preparing', 'review', 'submitted'];
const COLUMNS = ['WAITING_FOR_CLIENT', 'PREPARING', 'REVIEW', 'CLIENT_APPROVAL', 'SUBMITTED', 'DONE'];

/** A datetime as TypeORM writes it in SQLite. */
const sqliteTime = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

/** The months from January 2010 on, as an EMP201's period keys and due days (the 7th of the next month). */
function month(index) {
  const year = 2010 + Math.floor(index / 12);
  const number = (index % 12) + 1;
  const next = new Date(Date.UTC(year, number, 7));
  return { key: `emp201:${year}-${String(number).padStart(2, '0')}`, due: next.toISOString().slice(0, 10) };
}

/**
 * Copies of the demo's first engagement and first job, with ids and periods of their own, written
 * straight into the server's SQLite file (the server only reads meanwhile; WAL lets it).
 */
export function seedBoard(dataDir) {
  const Database = requireFromApi('better-sqlite3');
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  db.pragma('busy_timeout = 10000');
  const engagement = db.prepare('SELECT * FROM engagements LIMIT 1').get();
  const job = db.prepare('SELECT * FROM jobs LIMIT 1').get();
  const insertOf = (table, row) => {
    const columns = Object.keys(row);
    return db.prepare(
      `INSERT INTO ${table} (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
  };
  const insertEngagement = insertOf('engagements', engagement);
  const insertJob = insertOf('jobs', job);
  const started = Date.now();
  db.transaction(() => {
    for (let e = 0; e < ENGAGEMENTS; e++) {
      const engagementId = crypto.randomUUID();
      insertEngagement.run(...Object.values({ ...engagement, id: engagementId, title: `Payroll ${e + 1}` }));
      for (let j = 0; j < JOBS_PER_ENGAGEMENT; j++) {
        const { key, due } = month(j);
        const open = j >= JOBS_PER_ENGAGEMENT - OPEN_PER_ENGAGEMENT;
        const completed = new Date(`${due}T10:00:00Z`);
        const row = {
          ...job,
          id: crypto.randomUUID(),
          engagementId,
          templateKey: 'emp201',
          periodKey: key,
          stage: open ? OPEN_STAGES[(e + j) % OPEN_STAGES.length] : 'done',
          dueDate: due,
          dueDateSetByHand: 0,
          enteredStages: '[]',
          stageChangedAt: sqliteTime(completed),
          completedAt: open ? null : sqliteTime(completed),
          seriesId: null,
          createdAt: sqliteTime(completed),
          updatedAt: sqliteTime(completed),
        };
        insertJob.run(...Object.keys(job).map((column) => row[column]));
      }
    }
  })();
  db.pragma('optimize');
  const counts = db.prepare('SELECT COUNT(*) AS total, SUM(CASE WHEN completedAt IS NULL THEN 1 ELSE 0 END) AS open FROM jobs').get();
  db.close();
  return { ...counts, seconds: (Date.now() - started) / 1000 };
}

/**
 * The board's first screen, `SCREENS` times one after another, as `cookie`: each time its seven
 * operations at once, as the browser sends them. Answers the time to the whole screen (median
 * and 95th percentile) and the server's CPU time per screen.
 */
export async function measureBoard(server, cookie, persisted, cpuMs) {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https', cookie };
  const screen = () =>
    Promise.all(
      [
        ...COLUMNS.map((stage) =>
          persisted('JobColumn', { stage, first: stage === 'DONE' ? 5 : 20, templateKey: null, assignedTo: null, due: null }),
        ),
        persisted('JobTemplateStages', {}),
      ].map(async (body) => {
        const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
        const answer = await response.json();
        if (!response.ok || answer.errors) throw new Error(`the board answered ${response.status}: ${JSON.stringify(answer.errors)}`);
        return answer;
      }),
    );
  // A first screen warms the caches (the statements, the pages of the file), as a server's first visitor would.
  const first = await screen();
  const totals = first.slice(0, COLUMNS.length).map((answer) => answer.data.jobs.totalCount);
  const times = [];
  const cpuBefore = cpuMs(server.pid);
  for (let index = 0; index < SCREENS; index++) {
    const started = process.hrtime.bigint();
    await screen();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const cpuAfter = cpuMs(server.pid);
  times.sort((a, b) => a - b);
  return {
    columns: Object.fromEntries(COLUMNS.map((stage, index) => [stage, totals[index]])),
    medianMs: times[Math.floor(times.length / 2)],
    p95Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)],
    cpuMsPerScreen: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / SCREENS,
    goalMs: GOAL_MS,
  };
}

/** The board's numbers as a few lines. */
export function printBoard(seeded, measured) {
  console.log('\n## The work board at scale (embedded database)\n');
  console.log(`${seeded.total} jobs, ${seeded.open} open, of ${ENGAGEMENTS} engagements (written in ${seeded.seconds.toFixed(1)} s)`);
  console.log(
    `columns: ${Object.entries(measured.columns)
      .map(([stage, count]) => `${stage} ${count}`)
      .join(', ')}`,
  );
  console.log(
    `first screen (6 columns + stages, at once), ${SCREENS} times: median ${measured.medianMs.toFixed(1)} ms, p95 ${measured.p95Ms.toFixed(1)} ms; ` +
      `server CPU ${measured.cpuMsPerScreen === null ? 'n/a' : `${measured.cpuMsPerScreen.toFixed(1)} ms`} per screen (goal: at most ${measured.goalMs} ms)`,
  );
}
