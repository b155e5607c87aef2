import { MoreThanOrEqual, type DataSource } from 'typeorm';
import { User } from '../../accounts/user.entity';
import type { ContactService } from '../contact';
import type { SystemStatusService } from './system-status.service';

/** "Active Users" are those who signed in within this window. */
export const ACTIVE_USER_WINDOW_DAYS = 30;

export interface AdminStats {
  totalUsers: number;
  totalContactSubmissions: number;
  getInTouchSubmissions: number;
  consultationSubmissions: number;
  activeUsers: number;
  /** 'healthy' when the database and the mail transport answer, else 'degraded'. */
  systemHealth: 'healthy' | 'degraded';
}

export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly contact: ContactService,
    private readonly system: SystemStatusService,
  ) {}

  async stats(now = new Date()): Promise<AdminStats> {
    const users = this.dataSource.getRepository(User);
    const since = new Date(now.getTime() - ACTIVE_USER_WINDOW_DAYS * 24 * 60 * 60 * 1000);
    const [totalUsers, activeUsers, counts, status] = await Promise.all([
      users.count(),
      users.countBy({ lastLoginAt: MoreThanOrEqual(since) }),
      this.contact.counts(),
      this.system.check(now),
    ]);
    return {
      totalUsers,
      activeUsers,
      totalContactSubmissions: counts.total,
      getInTouchSubmissions: counts.getInTouch,
      consultationSubmissions: counts.consultations,
      systemHealth: status.healthy ? 'healthy' : 'degraded',
    };
  }
}
