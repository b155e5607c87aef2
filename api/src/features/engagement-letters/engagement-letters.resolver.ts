import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { listPagingOf } from '../../shared/list-paging';
import { ListPageArgs } from '../changes';
import { UserType } from '../../accounts/user.types';
import { DocumentType } from '../documents';
import { EngagementType } from '../engagements';
import type { EngagementLetter } from './engagement-letter.entity';
import { letterHtml } from './letter-markdown';
import {
  EngagementLetterConnection,
  EngagementLetterFilter,
  EngagementLetterType,
  LetterPreviewType,
  LetterTemplateType,
  PreviewEngagementLetterInput,
  SendEngagementLetterInput,
  SignEngagementLetterInput,
} from './engagement-letters.types';

@Resolver(() => EngagementLetterType)
export class EngagementLettersResolver {
  @Auth()
  @Query(() => EngagementLetterConnection, {
    description:
      'Engagement letters: a client’s own, an advisor’s engagements’, everyone’s for admins; those waiting for the client first, then the most recently sent; with updatedSince what changed since then (deletions too), oldest change first',
  })
  engagementLetters(
    @Arg('filter', () => EngagementLetterFilter, { nullable: true }) filter: EngagementLetterFilter | null,
    @Args(() => ListPageArgs) page: ListPageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.engagementLetters.page(viewer, { ...filter }, listPagingOf(page));
  }

  @Auth()
  @Query(() => EngagementLetterType, {
    description: 'One letter the viewer may see; the client’s first reading marks it VIEWED (staff reading it change nothing)',
  })
  engagementLetter(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.engagementLetters.get(viewer, id, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Query(() => LetterPreviewType, {
    description: 'A letter as it would be sent for an engagement, every merge field filled in; refused as sending would be',
  })
  previewEngagementLetter(
    @Arg('input', () => PreviewEngagementLetterInput) input: PreviewEngagementLetterInput,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.engagementLetters.preview(viewer, { ...input });
  }

  @Auth(...staffRoles)
  @Mutation(() => EngagementLetterType, { description: 'Sends a letter from a template to the engagement’s client, who is notified' })
  sendEngagementLetter(
    @Arg('input', () => SendEngagementLetterInput) input: SendEngagementLetterInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.engagementLetters.send(viewer, { ...input }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => EngagementLetterType, { description: 'Withdraws a letter still waiting for the client; the client is told' })
  withdrawEngagementLetter(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why, for the client (at most 1000 characters)' }) reason: string | null,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.engagementLetters.withdraw(viewer, id, { reason }, requestOrigin(req));
  }

  @Auth()
  @Mutation(() => EngagementLetterType, {
    description: 'The client signs their letter; the signed PDF is filed as one of their documents',
  })
  signEngagementLetter(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SignEngagementLetterInput) input: SignEngagementLetterInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.engagementLetters.sign(
      viewer,
      id,
      { ...input, signature: input.signature && { ...input.signature } },
      requestOrigin(req),
    );
  }

  @Auth()
  @Mutation(() => EngagementLetterType, { description: 'The client declines their letter, saying why' })
  declineEngagementLetter(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { description: 'Why (1 to 1000 characters), for the firm' }) reason: string,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.engagementLetters.decline(viewer, id, { reason }, requestOrigin(req));
  }

  // bodyHtml's type and description are in engagement-letter.record.ts; here, how it is made.
  @FieldResolver()
  bodyHtml(@Root() letter: EngagementLetter) {
    return letterHtml(letter.body);
  }

  @FieldResolver(() => EngagementType, { nullable: true, description: 'The engagement it is for' })
  engagement(@Root() letter: EngagementLetter, @Ctx() { loaders }: RequestContext) {
    return loaders.engagementById.load(letter.engagementId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client it was sent to' })
  client(@Root() letter: EngagementLetter, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(letter.clientId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who sent it; empty once that user is gone' })
  sentBy(@Root() letter: EngagementLetter, @Ctx() { loaders }: RequestContext) {
    return letter.sentBy ? loaders.userById.load(letter.sentBy) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who withdrew it' })
  withdrawnBy(@Root() letter: EngagementLetter, @Ctx() { loaders }: RequestContext) {
    return letter.withdrawnBy ? loaders.userById.load(letter.withdrawnBy) : null;
  }

  @FieldResolver(() => LetterTemplateType, {
    nullable: true,
    description: 'The template it was made from; empty once that template is deleted',
  })
  template(@Root() letter: EngagementLetter, @Ctx() { loaders }: RequestContext) {
    return letter.templateId ? loaders.letterTemplateById.load(letter.templateId) : null;
  }

  @FieldResolver(() => DocumentType, { nullable: true, description: 'The signed PDF, filed as one of the client’s documents' })
  signedDocument(@Root() letter: EngagementLetter, @Ctx() { loaders }: RequestContext) {
    return letter.signedDocumentId ? loaders.documentById.load(letter.signedDocumentId) : null;
  }
}

@Resolver(() => LetterPreviewType)
export class LetterPreviewResolver {
  // bodyHtml's type and description are in letter-template.record.ts; here, how it is made.
  @FieldResolver()
  bodyHtml(@Root() preview: { body: string }) {
    return letterHtml(preview.body);
  }
}
