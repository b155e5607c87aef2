import { In, type DataSource } from 'typeorm';
import { User } from '../../accounts/user.entity';
import { isRoleName, staffRoles } from '../../accounts/roles';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import type { Services } from '../../context/services';
import { AppError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { DocumentRequest } from '../document-requests';
import { EngagementLetter } from '../engagement-letters';
import { Organizer } from '../organizers';
import { Task } from '../tasks';
import { withWork, type JobStageActionSettings } from '../../../../validation/jobs/job-automations';
import { periodOfKey } from '../../../../validation/jobs/job-periods';
import { jobTemplateOf } from '../../../../validation/jobs/job-templates';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { southAfricanInstant, todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { Job } from './job.entity';

/** The services the actions are made through, as every other caller makes the same things. */
export type ActionServices = Pick<Services, 'organizers' | 'documentRequests' | 'engagementLetters' | 'messages' | 'notifications'>;

/** Actions are made by the system; the other services record them as such. */
const SYSTEM_ORIGIN: RequestOrigin = { ipAddress: null, userAgent: 'stage automation' };
/** Without a due date (SARS's season not announced) what the client is asked is due in two weeks. */
const DAYS_WITHOUT_DUE_DATE = 14;
const TASK_DUE_TIME = '17:00';

/**
 * What each kind of action does for a job (docs/jobs.md#stages-that-act): it is made in the name
 * of the advisor running its engagement (or the job's assignee), through the same service staff
 * use, so it is checked, audited, notified and announced the same way. Answers the ids of what it
 * made; a refusal is thrown with words staff can act on.
 */
export async function doAction(
  dataSource: DataSource,
  services: ActionServices,
  job: Job,
  settings: JobStageActionSettings,
  now: Date,
): Promise<string[]> {
  const actor = await actorOf(dataSource, job);
  const template = jobTemplateOf(job.templateKey);
  const work = `your ${template?.clientName ?? 'return'} for ${periodOfKey(job.periodKey).label}`;
  const dueDay = (daysBeforeDue: number) => {
    const today = todayInSouthAfrica(now);
    const due = job.dueDate ? addDays(job.dueDate, -daysBeforeDue) : addDays(today, DAYS_WITHOUT_DUE_DATE);
    return due < today ? today : due;
  };
  switch (settings.kind) {
    case 'send_organizer': {
      const organizer = await services.organizers.send(
        actor,
        { engagementId: job.engagementId, templateId: settings.templateId, dueDate: dueDay(settings.daysBeforeDue) },
        SYSTEM_ORIGIN,
        now,
      );
      return [organizer.id];
    }
    case 'request_documents': {
      const requests = await services.documentRequests.fromChecklist(
        actor,
        {
          clientId: job.engagement.clientId,
          checklistId: settings.checklistId,
          dueDate: dueDay(settings.daysBeforeDue),
          note: capitalised(work),
        },
        SYSTEM_ORIGIN,
        now,
      );
      return requests.map((request) => request.id);
    }
    case 'send_letter': {
      const letter = await services.engagementLetters.send(
        actor,
        { engagementId: job.engagementId, templateId: settings.templateId },
        SYSTEM_ORIGIN,
        now,
      );
      return [letter.id];
    }
    case 'notify_client': {
      const notice = await services.notifications.notify({
        userId: job.engagement.clientId,
        title: withWork(settings.title, work),
        content: withWork(settings.message, work),
        type: 'info',
        actionUrl: '/portal/dashboard',
      });
      return [notice.id];
    }
    case 'post_message': {
      const message = await services.messages.send(actor, {
        recipientId: job.engagement.clientId,
        subject: withWork(settings.subject, work),
        content: withWork(settings.body, work),
      });
      return [message.id];
    }
    case 'add_task': {
      const repository = dataSource.getRepository(Task);
      const task = await repository.save(
        repository.create({
          engagementId: job.engagementId,
          jobId: job.id,
          title: settings.title,
          description: null,
          status: 'pending',
          priority: job.priority,
          assignedTo: job.assignedTo ?? job.engagement.assignedTo,
          dueDate: southAfricanInstant(dueDay(settings.daysBeforeDue), TASK_DUE_TIME),
        }),
      );
      return [task.id];
    }
    case 'assign': {
      const person = await staffViewer(dataSource, settings.userId);
      if (!person)
        throw new AppError(
          'BAD_USER_INPUT',
          'The staff member this stage assigns the job to is no longer active: choose another in the stage’s actions',
        );
      await dataSource.getRepository(Job).update(job.id, { assignedTo: person.id });
      return [person.id];
    }
  }
}

/** Whether what an action made is done (the organizer submitted, the documents approved, the letter signed, the task done). */
export async function isSatisfied(
  dataSource: DataSource,
  settings: JobStageActionSettings,
  resultIds: readonly string[],
): Promise<boolean> {
  if (resultIds.length === 0) return true;
  switch (settings.kind) {
    case 'send_organizer':
      return (await dataSource.getRepository(Organizer).countBy({ id: In([...resultIds]), status: 'submitted' })) === resultIds.length;
    case 'request_documents':
      // A request staff cancelled is no longer waited for.
      return (
        (await dataSource.getRepository(DocumentRequest).countBy({ id: In([...resultIds]), status: In(['closed', 'cancelled']) })) ===
        resultIds.length
      );
    case 'send_letter':
      return (await dataSource.getRepository(EngagementLetter).countBy({ id: In([...resultIds]), status: 'signed' })) === resultIds.length;
    case 'add_task':
      return (await dataSource.getRepository(Task).countBy({ id: In([...resultIds]), status: 'completed' })) === resultIds.length;
    default:
      return true;
  }
}

/** A failure in words staff can act on: the service's own refusal, or a plain one (the error is logged). */
export function failureOf(error: unknown, jobId: string): string {
  if (error instanceof AppError) {
    const fields = error.fieldErrors?.map((fieldError) => fieldError.message) ?? [];
    return [error.message, ...fields.filter((message) => message !== error.message)].join(' ');
  }
  logger.error({ err: error, jobId }, 'A stage’s action failed');
  return 'Something went wrong on the server; try again, and tell the administrator if it fails again.';
}

/**
 * Whoever the action is made in the name of: the advisor running the engagement (who may send
 * anything for it), else the job's assignee.
 */
async function actorOf(dataSource: DataSource, job: Job): Promise<Viewer> {
  for (const id of [job.engagement.assignedTo, job.assignedTo]) {
    const person = id ? await staffViewer(dataSource, id) : null;
    if (person) return person;
  }
  throw new AppError('BAD_USER_INPUT', 'Assign the engagement, or the job, to a staff member: its actions are made in their name');
}

/** An active staff member as the rules see them; null for anyone else. */
async function staffViewer(dataSource: DataSource, userId: string): Promise<Viewer | null> {
  const user = await dataSource.getRepository(User).findOne({ where: { id: userId }, relations: { userRoles: { role: true } } });
  if (!user || user.isActive === false) return null;
  const roles = user.userRoles.map((userRole) => userRole.role.name).filter(isRoleName);
  if (!roles.some((role) => (staffRoles as readonly string[]).includes(role))) return null;
  return { id: user.id, email: user.email, firstName: user.firstName, roles };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
