import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { listPagingOf } from '../../shared/list-paging';
import { ListPageArgs } from '../changes';
import { UserType } from '../../accounts/user.types';
import { DocumentType, incomingUpload, UploadScalar } from '../documents';
import { EngagementType } from '../engagements';
import type { Organizer } from './organizer.entity';
import type { OrganizerAnswer } from './organizer-answer.entity';
import { isOrganizerOverdue } from '../../../../validation/organizer-values';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { progressOf } from './organizers.service';
import {
  AnswerOrganizerQuestionInput,
  OrganizerAnswerType,
  OrganizerConnection,
  OrganizerFilter,
  OrganizerTemplateType,
  OrganizerType,
  ReopenOrganizerInput,
  SendOrganizerInput,
} from './organizers.types';
import { OrganizerAnswerResultType } from './organizer-answer-result.record';

@Resolver(() => OrganizerType)
export class OrganizersResolver {
  @Auth()
  @Query(() => OrganizerConnection, {
    description:
      'Organizers: a client’s own, an advisor’s engagements’, everyone’s for admins; those waiting for the client first (soonest due), then the most recently sent; with updatedSince what changed since then (deletions too), oldest change first',
  })
  organizers(
    @Arg('filter', () => OrganizerFilter, { nullable: true }) filter: OrganizerFilter | null,
    @Args(() => ListPageArgs) page: ListPageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.organizers.page(viewer, { ...filter }, listPagingOf(page));
  }

  @Auth()
  @Query(() => OrganizerType, { description: 'One organizer the viewer may see' })
  organizer(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.organizers.get(viewer, id);
  }

  @Auth(...staffRoles)
  @Mutation(() => OrganizerType, { description: 'Sends an organizer from a template to the engagement’s client, who is notified' })
  sendOrganizer(@Arg('input', () => SendOrganizerInput) input: SendOrganizerInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.organizers.send(viewer, { ...input }, requestOrigin(req));
  }

  @Auth()
  @Mutation(() => OrganizerAnswerResultType, {
    description: 'The client saves their answer to one question (idempotent); answers the saved answer and the new progress',
  })
  answerOrganizerQuestion(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AnswerOrganizerQuestionInput) input: AnswerOrganizerQuestionInput,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.organizers.answer(viewer, id, { ...input });
  }

  @Auth()
  @Mutation(() => OrganizerAnswerResultType, {
    description: 'The client uploads a file against a FILE question (GraphQL multipart request): it becomes one of their documents',
  })
  async uploadOrganizerFile(
    @Arg('id', () => ID) id: string,
    @Arg('questionKey', () => String) questionKey: string,
    @Arg('file', () => UploadScalar) file: Promise<FileUpload>,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.organizers.uploadFile(viewer, id, questionKey, await incomingUpload(file), requestOrigin(req));
  }

  @Auth()
  @Mutation(() => OrganizerType, { description: 'The client submits their organizer: the required questions shown must be answered' })
  submitOrganizer(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.organizers.submit(viewer, id, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => OrganizerType, {
    description: 'Reopens a submitted organizer with a note on each question to look at again; the client is told',
  })
  reopenOrganizer(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ReopenOrganizerInput) input: ReopenOrganizerInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.organizers.reopen(viewer, id, { ...input, notes: input.notes?.map((note) => ({ ...note })) }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => OrganizerType, { description: 'Cancels an organizer still waiting for the client; the client is told' })
  cancelOrganizer(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, for the client (at most 1000 characters)' }) reason: string | null,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.organizers.cancel(viewer, id, { reason }, requestOrigin(req));
  }

  // isOverdue's and progress's types and descriptions are in organizer.record.ts; here, how they are computed.
  @FieldResolver()
  isOverdue(@Root() organizer: Organizer) {
    return isOrganizerOverdue(organizer, todayInSouthAfrica(new Date()));
  }

  @FieldResolver()
  progress(@Root() organizer: Organizer) {
    return progressOf(organizer);
  }

  @FieldResolver(() => [OrganizerAnswerType], { description: 'The answers given, in the order of the questions' })
  answers(@Root() organizer: Organizer, @Ctx() { loaders }: RequestContext) {
    return loaders.answersByOrganizer.load(organizer);
  }

  @FieldResolver(() => EngagementType, { nullable: true, description: 'The engagement it is for' })
  engagement(@Root() organizer: Organizer, @Ctx() { loaders }: RequestContext) {
    return loaders.engagementById.load(organizer.engagementId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client it was sent to' })
  client(@Root() organizer: Organizer, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(organizer.clientId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who sent it; empty once that user is gone' })
  sentBy(@Root() organizer: Organizer, @Ctx() { loaders }: RequestContext) {
    return organizer.sentBy ? loaders.userById.load(organizer.sentBy) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who last reopened it' })
  reopenedBy(@Root() organizer: Organizer, @Ctx() { loaders }: RequestContext) {
    return organizer.reopenedBy ? loaders.userById.load(organizer.reopenedBy) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who cancelled it' })
  cancelledBy(@Root() organizer: Organizer, @Ctx() { loaders }: RequestContext) {
    return organizer.cancelledBy ? loaders.userById.load(organizer.cancelledBy) : null;
  }

  @FieldResolver(() => OrganizerTemplateType, {
    nullable: true,
    description: 'The template it was made from; empty once that template is deleted',
  })
  template(@Root() organizer: Organizer, @Ctx() { loaders }: RequestContext) {
    return organizer.templateId ? loaders.organizerTemplateById.load(organizer.templateId) : null;
  }
}

@Resolver(() => OrganizerAnswerType)
export class OrganizerAnswersResolver {
  // answeredAt's type and description are in organizer-answer.record.ts.
  @FieldResolver()
  answeredAt(@Root() answer: OrganizerAnswer) {
    return answer.updatedAt;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who gave the answer' })
  answeredBy(@Root() answer: OrganizerAnswer, @Ctx() { loaders }: RequestContext) {
    return answer.answeredBy ? loaders.userById.load(answer.answeredBy) : null;
  }

  @FieldResolver(() => [DocumentType], { description: 'A FILE question’s answer: the documents uploaded against it that are still kept' })
  async documents(@Root() answer: OrganizerAnswer, @Ctx() { loaders }: RequestContext) {
    const documents = await loaders.documentById.loadMany(answer.documentIds);
    return documents.filter((document) => document && !(document instanceof Error));
  }
}
