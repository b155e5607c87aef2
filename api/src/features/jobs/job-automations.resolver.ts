import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { withoutNulls } from '../../graphql/without-nulls';
import { JobStageActionType, JobStageAutomationType } from './job-automation.record';
import { actionView, automationView } from './job-automation-view';
import { JobStageAutomationInput } from './job-automations.types';
import { JobStageKind, JobType } from './job.record';
import type { JobView } from './job-view';

/** Stages that act in the graph (docs/jobs.md#stages-that-act); every rule is in JobAutomationsService. */
@Resolver(() => JobStageAutomationType)
export class JobAutomationsResolver {
  @Auth(...staffRoles)
  @Query(() => [JobStageAutomationType], { description: 'What each template’s stages do when a job first enters them' })
  async jobStageAutomations(@Ctx() { viewer, services }: RequestContext) {
    return (await services.jobAutomations.automations(viewer)).map(automationView);
  }

  @Auth(...adminRoles)
  @Mutation(() => JobStageAutomationType, { description: 'Sets what a template’s stage does on a job’s first entry (administrators)' })
  async setJobStageAutomation(
    @Arg('templateKey', () => String) templateKey: string,
    @Arg('stage', () => JobStageKind) stage: JobStageKind,
    @Arg('input', () => JobStageAutomationInput) input: JobStageAutomationInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    const values = withoutNulls(input, ['moveOnWhenDone']);
    return automationView(await services.jobAutomations.setAutomation(viewer, templateKey, stage, values, requestOrigin(req)));
  }

  @Auth(...staffRoles)
  @Mutation(() => JobStageActionType, { description: 'Tries a failed action of a job’s stage again' })
  async retryJobStageAction(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return actionView(await services.jobAutomations.retry(viewer, id, requestOrigin(req)));
  }
}

/** A job's actions: what its stages did for it (staff; none to a client). */
@Resolver(() => JobType)
export class JobActionsResolver {
  @FieldResolver(() => [JobStageActionType], {
    description: 'What its stages did for it, in order, each done or failed (staff; none to a client)',
  })
  actions(@Root() job: JobView, @Ctx() { loaders }: RequestContext) {
    return loaders.actionsByJobId.load(job.id);
  }
}
