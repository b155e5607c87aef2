import type { DataSource } from 'typeorm';
import { fullNameOf } from '../../../../validation/people';
import { taskFilterSchema, updateTaskStatusSchema } from '../../../../validation/tasks';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { AppError, notFound } from '../../shared/errors';
import { whereAnyContains } from '../../shared/search';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { canSeeEngagement, isAdvisor } from '../engagements';
import { Engagement } from '../engagements';
import type { NotificationsService } from '../notifications';
import type { WebhookAnnouncer } from '../webhooks';
import { User } from '../../accounts/user.entity';
import { Task, type TaskStatus } from './task.entity';
import { taskChangeNotice } from './task-change-notice';
import { orderTasksForList, whereTaskVisible } from './task-queries';

/**
 * Every rule about tasks (docs/product.md#tasks). A task is seen by whoever sees its engagement
 * (engagement-access.ts) and, besides, by the advisor it is assigned to; anyone who sees a task
 * may tick it off or reopen it.
 */
export class TasksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly webhooks: WebhookAnnouncer,
  ) {}

  private get tasks() {
    return this.dataSource.getRepository(Task);
  }

  /**
   * The tasks the viewer may see: open ones before completed ones, each soonest due first and
   * those without a due date last. Whole for the portal (they belong to the handful of
   * engagements the viewer sees); paged, or only what changed, when an integration asks.
   */
  async list(viewer: Viewer | null, filter: unknown): Promise<Task[]> {
    return (await this.page(viewer, filter, { kind: 'all' })).nodes;
  }

  /** The list as `paging` asks: whole, a page, or the changes since a time with the deletions (features/changes). */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging): Promise<ListPage<Task>> {
    const signedIn = assertAllowed(viewer);
    const { status, priority, search, engagementId } = parseInput(taskFilterSchema, filter ?? {});
    const query = this.tasks.createQueryBuilder('task').innerJoin('task.engagement', 'engagement');
    whereTaskVisible(query, signedIn);
    if (status) query.andWhere('task.status = :status', { status });
    if (priority) query.andWhere('task.priority = :priority', { priority });
    if (engagementId) query.andWhere('task.engagementId = :engagementId', { engagementId });
    whereAnyContains(query, ['task.title', 'task.description'], search);
    return listPage(query, paging, { ordered: orderTasksForList, recordType: 'task', audience: deletionAudienceOf(signedIn) });
  }

  /** For the dashboard: the viewer's open tasks (as the list counts them) and how many are overdue. */
  async summary(viewer: Viewer | null, now = new Date()): Promise<{ open: number; overdue: number }> {
    const signedIn = assertAllowed(viewer);
    const query = this.tasks
      .createQueryBuilder('task')
      .innerJoin('task.engagement', 'engagement')
      .select('COUNT(*)', 'open')
      .addSelect('COALESCE(SUM(CASE WHEN task.dueDate < :now THEN 1 ELSE 0 END), 0)', 'overdue')
      .where('task.status <> :completed', { completed: 'completed', now });
    whereTaskVisible(query, signedIn);
    const row = await query.getRawOne<{ open: string | number; overdue: string | number }>();
    return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
  }

  /** One task the viewer may see, with its engagement; anyone else's answers "not found". */
  private async visibleTask(viewer: Viewer, id: string): Promise<Task & { engagement: Engagement }> {
    const task = String(id).length <= 36 ? await this.tasks.findOne({ where: { id: String(id) }, relations: { engagement: true } }) : null;
    const assignedAdvisor = !!task && isAdvisor(viewer) && task.assignedTo === viewer.id;
    if (!task || !(canSeeEngagement(viewer, task.engagement) || assignedAdvisor)) throw notFound();
    return task;
  }

  /**
   * pending ⇄ completed (and in_progress) (docs/product.md#task-status). The server's clock decides
   * completedAt: now on completion, cleared otherwise. Asking for the status a task already has
   * changes nothing. The engagement's client and advisor are told of a change the other (or the
   * firm) made.
   */
  async updateStatus(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Task> {
    const signedIn = assertAllowed(viewer);
    const { status } = parseInput(updateTaskStatusSchema, input ?? {});
    const task = await this.visibleTask(signedIn, id);
    if (task.status === status) return task;
    const previous: TaskStatus = task.status;
    const engagement = task.engagement;
    const peopleToTell = [...new Set([engagement.clientId, engagement.assignedTo])].filter(
      (userId): userId is string => !!userId && userId !== signedIn.id,
    );
    const actorName = peopleToTell.length > 0 ? await this.fullNameOf(signedIn) : '';

    await this.dataSource.transaction(async (manager) => {
      // Only from the status just read: of two changes at once, the second is refused rather
      // than announced twice.
      const changed = await manager.update(
        Task,
        { id: task.id, status: previous },
        { status, completedAt: status === 'completed' ? now : null },
      );
      if (!changed.affected) throw new AppError('CONFLICT', 'This task was changed by someone else. Reload and try again.');
      const notice = taskChangeNotice({ actorName, task, engagement, previous, status });
      for (const userId of peopleToTell) await this.notifications.notify({ userId, ...notice, actionUrl: '/portal/tasks' }, manager);
      // The only change the portal makes on an engagement today is to its tasks.
      await this.webhooks.announce(manager, {
        type: 'engagement.updated',
        data: {
          engagementId: engagement.id,
          clientId: engagement.clientId,
          advisorId: engagement.assignedTo,
          status: engagement.status,
          change: { kind: 'task_status', taskId: task.id, from: previous, to: status },
          updatedById: signedIn.id,
          updatedAt: now.toISOString(),
        },
      });
    });
    await this.audit.record({
      actorId: signedIn.id,
      action: 'task.status_update',
      resourceType: 'task',
      resourceId: task.id,
      details: { title: task.title, engagementId: engagement.id, from: previous, to: status },
      ...origin,
    });
    return this.tasks.findOneByOrFail({ id: task.id });
  }

  private async fullNameOf(viewer: Viewer): Promise<string> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: viewer.id });
    return user ? fullNameOf(user) : viewer.firstName;
  }
}
