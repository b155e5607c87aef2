import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { PageArgs, pageWindow } from '../../shared/pagination';
import { UserType } from '../../accounts/user.types';
import type { AuditLog } from '../audit';
import { AdminStats, AuditLogConnection, AuditLogEntryType, AuditLogFilter, SystemStatus } from './admin.types';

@Resolver()
export class AdminResolver {
  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => AdminStats, { description: 'totalUsers, totalContactSubmissions, activeUsers, systemHealth' })
  adminStats(@Ctx() { services }: RequestContext): Promise<AdminStats> {
    return services.adminStats.stats();
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => SystemStatus, { description: 'Database, mail transport, configuration and contact forms, checked now' })
  systemStatus(@Ctx() { services }: RequestContext): Promise<SystemStatus> {
    return services.systemStatus.check();
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => SystemStatus, { description: 'Runs every check again and records that it was run' })
  async runDiagnostics(@Ctx() { req, viewer, services }: RequestContext): Promise<SystemStatus> {
    const status = await services.systemStatus.check();
    await services.audit.record({
      actorId: viewer!.id,
      action: 'system.diagnostics',
      resourceType: 'system',
      details: { healthy: status.healthy },
      ...requestOrigin(req),
    });
    return status;
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => AuditLogConnection, { description: 'The audit log, newest first' })
  auditLog(
    @Arg('filter', () => AuditLogFilter, { nullable: true }) filter: AuditLogFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { services }: RequestContext,
  ) {
    return services.audit.list(filter, pageWindow(page));
  }
}

@Resolver(() => AuditLogEntryType)
export class AuditLogEntryFieldsResolver {
  @FieldResolver(() => UserType, { nullable: true, description: 'Who did it, when they are still a user' })
  async actor(@Root() entry: AuditLog, @Ctx() { loaders }: RequestContext): Promise<UserType | null> {
    return entry.userId ? loaders.userById.load(entry.userId) : null;
  }
}
