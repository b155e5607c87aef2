import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../auth/roles';
import type { RequestContext } from '../../graphql/context';
import { DocumentChecklistInput, DocumentChecklistType } from './document-requests.types';

const STAFF = [RoleName.ADVISOR, RoleName.ADMIN, RoleName.SUPERADMIN] as const;
const ADMINS = [RoleName.ADMIN, RoleName.SUPERADMIN] as const;

const plain = (input: DocumentChecklistInput) => ({ ...input, items: input.items?.map((item) => ({ ...item })) });

@Resolver(() => DocumentChecklistType)
export class DocumentChecklistsResolver {
  @Auth(...STAFF)
  @Query(() => [DocumentChecklistType], { description: "The firm's reusable checklists, by name" })
  documentChecklists(@Ctx() { viewer, services }: RequestContext) {
    return services.documentChecklists.list(viewer);
  }

  @Auth(...ADMINS)
  @Mutation(() => DocumentChecklistType)
  createDocumentChecklist(
    @Arg('input', () => DocumentChecklistInput) input: DocumentChecklistInput,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.documentChecklists.create(viewer, plain(input));
  }

  @Auth(...ADMINS)
  @Mutation(() => DocumentChecklistType)
  updateDocumentChecklist(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => DocumentChecklistInput) input: DocumentChecklistInput,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    return services.documentChecklists.update(viewer, id, plain(input));
  }

  @Auth(...ADMINS)
  @Mutation(() => DocumentChecklistType, { description: 'Deletes a checklist; requests made from it stay' })
  deleteDocumentChecklist(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.documentChecklists.remove(viewer, id);
  }
}
