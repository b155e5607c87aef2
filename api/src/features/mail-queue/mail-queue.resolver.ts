import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { PageArgs, pageWindow } from '../../shared/pagination';
import { MailQueueFilter, QueuedMailConnection, QueuedMailType } from './mail-queue.types';

@Resolver(() => QueuedMailType)
export class MailQueueResolver {
  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Query(() => QueuedMailConnection, { description: 'Every e-mail the portal sent or will send, newest first' })
  mailQueue(
    @Arg('filter', () => MailQueueFilter, { nullable: true }) filter: MailQueueFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.mailAdmin.list(viewer, { ...filter }, pageWindow(page));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => QueuedMailType, { description: 'Sends a failed e-mail again: it waits, due now, with a fresh set of tries' })
  retryMail(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.mailAdmin.retry(viewer, id, requestOrigin(req));
  }
}
