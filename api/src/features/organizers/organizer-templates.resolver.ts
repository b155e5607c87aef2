import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { OrganizerTemplateInput, OrganizerTemplateType } from './organizers.types';

/** Sections and questions as the service reads them: plain objects, not the input classes. */
const plain = (input: OrganizerTemplateInput) => ({
  ...input,
  sections: input.sections?.map((section) => ({ ...section, questions: section.questions?.map((question) => ({ ...question })) })),
});

@Resolver(() => OrganizerTemplateType)
export class OrganizerTemplatesResolver {
  @Auth(...staffRoles)
  @Query(() => [OrganizerTemplateType], { description: "The firm's organizer templates, by title" })
  organizerTemplates(@Ctx() { viewer, services }: RequestContext) {
    return services.organizerTemplates.list(viewer);
  }

  @Auth(...staffRoles)
  @Query(() => OrganizerTemplateType, { description: 'One organizer template' })
  organizerTemplate(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.organizerTemplates.get(viewer, id);
  }

  @Auth(...adminRoles)
  @Mutation(() => OrganizerTemplateType, { description: 'Creates an organizer template; its questions are checked' })
  createOrganizerTemplate(
    @Arg('input', () => OrganizerTemplateInput) input: OrganizerTemplateInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.organizerTemplates.create(viewer, plain(input), requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => OrganizerTemplateType, {
    description: 'Replaces a template’s title, description and questions; organizers already sent keep theirs',
  })
  updateOrganizerTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => OrganizerTemplateInput) input: OrganizerTemplateInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.organizerTemplates.update(viewer, id, plain(input), requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => OrganizerTemplateType, { description: 'Deletes a template; organizers sent from it keep their questions' })
  deleteOrganizerTemplate(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.organizerTemplates.remove(viewer, id, requestOrigin(req));
  }
}
