import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListPageArgs, ListPageType } from '../changes';
import { listPagingOf } from '../../shared/list-paging';
import { Auth } from '../../auth/auth-directive';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { isRequestOverdue } from '../../../../validation/document-requests';
import { DocumentType } from '../documents';
import { UserType } from '../../accounts/user.types';
import type { DocumentRequest } from './document-request.entity';
import {
  DocumentRequestFilter,
  DocumentRequestType,
  RequestDocumentsFromChecklistInput,
  RequestDocumentsInput,
} from './document-requests.types';

const DocumentRequestPage = ListPageType('DocumentRequest', DocumentRequestType);

@Resolver(() => DocumentRequestType)
export class DocumentRequestsResolver {
  @Auth()
  @Query(() => [DocumentRequestType], {
    description: "Document requests: a client's own, an advisor's clients', everyone's for admins; outstanding first, soonest due first",
  })
  documentRequests(
    @Arg('filter', () => DocumentRequestFilter, { nullable: true }) filter: DocumentRequestFilter | null,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.documentRequests.list(viewer, { ...filter });
  }

  @Auth()
  @Query(() => DocumentRequestPage, {
    description:
      'The document requests list as a page: in its own order by first and after, or with updatedSince what changed since then (deletions too), oldest change first',
  })
  documentRequestsConnection(
    @Arg('filter', () => DocumentRequestFilter, { nullable: true }) filter: DocumentRequestFilter | null,
    @Args(() => ListPageArgs) paging: ListPageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.documentRequests.page(viewer, { ...filter }, listPagingOf(paging));
  }

  @Auth()
  @Query(() => DocumentRequestType, { description: 'One document request the viewer may see' })
  documentRequest(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.documentRequests.get(viewer, id);
  }

  @Auth(...staffRoles)
  @Query(() => [UserType], { description: "The clients the viewer may ask for documents (an advisor's own clients)" })
  documentRequestClients(@Ctx() { viewer, services }: RequestContext) {
    return services.documentRequests.clients(viewer);
  }

  @Auth(...staffRoles)
  @Mutation(() => [DocumentRequestType], { description: 'Asks a client for one or more documents; the client is notified' })
  requestDocuments(
    @Arg('input', () => RequestDocumentsInput) input: RequestDocumentsInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.documentRequests.createMany(viewer, { ...input, items: input.items?.map((item) => ({ ...item })) }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => [DocumentRequestType], { description: 'Asks a client for every document of a checklist; the client is notified' })
  requestDocumentsFromChecklist(
    @Arg('input', () => RequestDocumentsFromChecklistInput) input: RequestDocumentsFromChecklistInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.documentRequests.fromChecklist(viewer, { ...input }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => DocumentRequestType, { description: 'Withdraws an open or uploaded request' })
  cancelDocumentRequest(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.documentRequests.cancel(viewer, id, requestOrigin(req));
  }

  // Its type and description are in document-request.record.ts; here, against which day.
  @FieldResolver()
  isOverdue(@Root() request: DocumentRequest) {
    return isRequestOverdue(request, todayInSouthAfrica(new Date()));
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client asked' })
  client(@Root() request: DocumentRequest, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(request.clientId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who asked' })
  requestedBy(@Root() request: DocumentRequest, @Ctx() { loaders }: RequestContext) {
    return request.requestedBy ? loaders.userById.load(request.requestedBy) : null;
  }

  @FieldResolver(() => DocumentType, { nullable: true, description: 'The latest document uploaded against it' })
  document(@Root() request: DocumentRequest, @Ctx() { loaders }: RequestContext) {
    return request.documentId ? loaders.documentById.load(request.documentId) : null;
  }
}
