import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { User } from '../../accounts/user.entity';
import { FirmService } from '../firm-services';
import { addMonths, formatMonth, parseMonth } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { visibleJobs } from './job-access';
import { endOfWeek } from './job-dates';

export interface WorkloadPerson {
  /** The staff member; null for the jobs nobody is assigned. */
  userId: string | null;
  name: string;
  open: number;
  dueThisWeek: number;
  overdue: number;
}

export interface WorkloadMonth {
  serviceId: string;
  serviceName: string;
  /** YYYY-MM, in South African time. */
  month: string;
  done: number;
}

export interface JobWorkload {
  people: WorkloadPerson[];
  /** The jobs done each month of the last twelve (this one included), per firm service; months with none left out. */
  done: WorkloadMonth[];
}

/** How many months back the jobs done are counted, this one included. */
export const WORKLOAD_MONTHS = 12;

/** The most staff the workload lists: those with the most open jobs; Nobody's jobs come after them. */
export const WORKLOAD_MAX_PEOPLE = 100;

/** The most firm services whose jobs done it counts, a line a month each: those with the most jobs done. */
export const WORKLOAD_MAX_SERVICES = 50;

/** People sorted as the workload lists them (the most open jobs first, Nobody last): the first `max` staff, then Nobody. */
export function busiestPeople(people: readonly WorkloadPerson[], max = WORKLOAD_MAX_PEOPLE): WorkloadPerson[] {
  const nobody = people.filter((person) => person.userId === null);
  return [...people.filter((person) => person.userId !== null).slice(0, max), ...nobody];
}

/** The months of the `max` services with the most jobs done (on a tie, by name), in the order given. */
export function busiestServices(done: readonly WorkloadMonth[], max = WORKLOAD_MAX_SERVICES): WorkloadMonth[] {
  const totals = new Map<string, { name: string; done: number }>();
  for (const month of done) {
    const total = totals.get(month.serviceId) ?? { name: month.serviceName, done: 0 };
    total.done += month.done;
    totals.set(month.serviceId, total);
  }
  const kept = new Set(
    [...totals.entries()]
      .sort(([, a], [, b]) => b.done - a.done || a.name.localeCompare(b.name))
      .slice(0, max)
      .map(([serviceId]) => serviceId),
  );
  return done.filter((month) => kept.has(month.serviceId));
}

/**
 * The workload of the jobs the viewer sees (job-access.ts): per person, their open jobs, those due
 * this week (today to Sunday) and those overdue; per firm service, the jobs done in each of the last
 * twelve months. Counted in memory from two narrow reads: the open jobs (a firm has a few thousand)
 * and the jobs completed in the last twelve months.
 */
export async function jobWorkload(dataSource: DataSource, viewer: Viewer, now: Date): Promise<JobWorkload> {
  const today = todayInSouthAfrica(now);
  const weekEnd = endOfWeek(today);
  const open = await visibleJobs(dataSource, viewer)
    .select(['job.id', 'job.assignedTo', 'job.dueDate', 'engagement.id'])
    .andWhere('job.completedAt IS NULL')
    .getMany();
  const byPerson = new Map<string | null, WorkloadPerson>();
  for (const job of open) {
    const person = byPerson.get(job.assignedTo) ?? { userId: job.assignedTo, name: '', open: 0, dueThisWeek: 0, overdue: 0 };
    person.open += 1;
    if (job.dueDate !== null && job.dueDate < today) person.overdue += 1;
    if (job.dueDate !== null && job.dueDate >= today && job.dueDate <= weekEnd) person.dueThisWeek += 1;
    byPerson.set(job.assignedTo, person);
  }
  const ids = [...byPerson.keys()].filter((id): id is string => id !== null);
  const users = ids.length
    ? await dataSource.getRepository(User).find({ where: ids.map((id) => ({ id })), select: { id: true, firstName: true, lastName: true } })
    : [];
  const names = new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
  const people = busiestPeople(
    [...byPerson.values()]
      .map((person) => ({ ...person, name: person.userId ? (names.get(person.userId) ?? 'A former staff member') : 'Nobody' }))
      .sort((a, b) => (a.userId === null ? 1 : b.userId === null ? -1 : b.open - a.open || a.name.localeCompare(b.name))),
  );

  const first = addMonths(parseMonth(today.slice(0, 7), 'today'), -(WORKLOAD_MONTHS - 1));
  const since = new Date(`${formatMonth(first)}-01T00:00:00+02:00`);
  const completed = await visibleJobs(dataSource, viewer)
    .select(['job.id', 'job.completedAt', 'engagement.id', 'engagement.serviceId'])
    .andWhere('job.completedAt >= :since', { since })
    .getMany();
  const counts = new Map<string, WorkloadMonth>();
  const services = new Map(
    (await dataSource.getRepository(FirmService).find({ select: { id: true, name: true } })).map((service) => [service.id, service.name]),
  );
  for (const job of completed) {
    const month = todayInSouthAfrica(job.completedAt!).slice(0, 7);
    // A job another instance's clock completed "later" than this month would be a thirteenth month.
    if (month > today.slice(0, 7)) continue;
    const key = `${job.engagement.serviceId} ${month}`;
    const entry = counts.get(key) ?? {
      serviceId: job.engagement.serviceId,
      serviceName: services.get(job.engagement.serviceId) ?? '',
      month,
      done: 0,
    };
    entry.done += 1;
    counts.set(key, entry);
  }
  const done = busiestServices(
    [...counts.values()].sort((a, b) => a.serviceName.localeCompare(b.serviceName) || a.month.localeCompare(b.month)),
  );
  return { people, done };
}
