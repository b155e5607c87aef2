import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RequestContext } from '../../context/request-context';
import { DocumentChecklistInput, DocumentChecklistType } from './document-requests.types';

const plain = (input: DocumentChecklistInput) => ({ ...input, items: input.items?.map((item) => ({ ...item })) });

@Resolver(() => DocumentChecklistType)
export class DocumentChecklistsResolver {
  @Auth(...staffRoles)
  @Query(() => [DocumentChecklistType], { description: "The firm's reusable checklists, by name" })
  documentChecklists(@Ctx() { viewer, services }: RequestContext) {
    return services.documentChecklists.list(viewer);
  }

  @Auth(...adminRoles)
  @Mutation(() => DocumentChecklistType)
  createDocumentChecklist(
    @Arg('input', () => DocumentChecklistInput) input: DocumentChecklistInput,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.documentChecklists.create(viewer, plain(input));
  }

  @Auth(...adminRoles)
  @Mutation(() => DocumentChecklistType)
  updateDocumentChecklist(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => DocumentChecklistInput) input: DocumentChecklistInput,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.documentChecklists.update(viewer, id, plain(input));
  }

  @Auth(...adminRoles)
  @Mutation(() => DocumentChecklistType, { description: 'Deletes a checklist; requests made from it stay' })
  deleteDocumentChecklist(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.documentChecklists.remove(viewer, id);
  }
}
