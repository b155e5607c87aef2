import type { FileUpload } from 'graphql-upload/Upload.mjs';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { incomingUpload } from './incoming-upload';
import { UploadScalar } from './upload-scalar';
import type { RequestContext } from '../../context/request-context';
import { listPagingOf } from '../../shared/list-paging';
import { ListPageArgs } from '../changes';
import { UserType } from '../../accounts/user.types';
import type { Document } from './document.entity';
import { DocumentConnection, DocumentDownload, DocumentFilter, DocumentType, UploadDocumentInput } from './documents.types';

@Resolver(() => DocumentType)
export class DocumentsResolver {
  @Auth()
  @Query(() => DocumentConnection, { description: "Documents, newest first: a client's own, or every client's for staff" })
  documents(
    @Arg('filter', () => DocumentFilter, { nullable: true }) filter: DocumentFilter | null,
    @Args(() => ListPageArgs) page: ListPageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    // Each page names its approvers (approvedBy below): read with the page, not one statement after.
    return services.documents.page(viewer, filter, listPagingOf(page), { withApprover: true });
  }

  @Auth()
  @Query(() => DocumentType, { description: 'One document the viewer may see' })
  document(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.documents.get(viewer, id);
  }

  @Auth(...staffRoles)
  @Query(() => [UserType], { description: 'The clients staff can narrow the document list to' })
  documentClients(@Ctx() { viewer, services }: RequestContext) {
    return services.documents.clients(viewer);
  }

  @Auth()
  @Mutation(() => DocumentType, { description: 'Uploads a .pdf, .doc, .docx, .xls or .xlsx (GraphQL multipart request)' })
  async uploadDocument(
    @Arg('file', () => UploadScalar) file: Promise<FileUpload>,
    @Arg('input', () => UploadDocumentInput, { nullable: true }) input: UploadDocumentInput | null,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.documents.upload(viewer, await incomingUpload(file), { ...input }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => DocumentType, { description: 'Approves a pending document' })
  approveDocument(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.documents.approve(viewer, id, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => DocumentType, { description: 'Rejects a pending document with a reason the client sees' })
  rejectDocument(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.documents.reject(viewer, id, { reason }, requestOrigin(req));
  }

  @Auth()
  @Mutation(() => DocumentDownload, { description: 'A signed link to download the file, valid for five minutes' })
  requestDocumentDownload(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.documents.requestDownload(viewer, id);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'The client the document belongs to' })
  owner(@Root() document: Document, @Ctx() { viewer, loaders }: RequestContext) {
    // A client's own documents belong to the viewer, read when the request began (the loader is
    // primed with the same record): answered as a value, so the row completes without a promise.
    if (viewer?.record && document.userId === viewer.id) return viewer.record;
    return loaders.userById.load(document.userId);
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who uploaded it' })
  uploadedBy(@Root() document: Document, @Ctx() { loaders }: RequestContext) {
    return document.uploadedBy ? loaders.userById.load(document.uploadedBy) : null;
  }

  @FieldResolver(() => UserType, { nullable: true, description: 'Who approved or rejected it' })
  approvedBy(@Root() document: Document, @Ctx() { loaders }: RequestContext) {
    // The list reads the approver with each document; a document read alone leaves it to the loader.
    if (document.approver !== undefined) return document.approver;
    return document.approvedBy ? loaders.userById.load(document.approvedBy) : null;
  }
}
