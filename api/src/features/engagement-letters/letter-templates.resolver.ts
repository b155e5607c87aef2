import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { LetterMergeFieldType, LetterTemplateInput, LetterTemplateType } from './engagement-letters.types';

@Resolver(() => LetterTemplateType)
export class LetterTemplatesResolver {
  @Auth(...staffRoles)
  @Query(() => [LetterTemplateType], { description: "The firm's letter templates, by title" })
  letterTemplates(@Ctx() { viewer, services }: RequestContext) {
    return services.letterTemplates.list(viewer);
  }

  @Auth(...staffRoles)
  @Query(() => LetterTemplateType, { description: 'One letter template' })
  letterTemplate(@Arg('id', () => ID) id: string, @Ctx() { viewer, services }: RequestContext) {
    return services.letterTemplates.get(viewer, id);
  }

  @Auth(...staffRoles)
  @Query(() => [LetterMergeFieldType], { description: 'The merge fields a letter template may use, with what each is replaced with' })
  letterMergeFields(@Ctx() { viewer, services }: RequestContext) {
    return services.letterTemplates.mergeFields(viewer);
  }

  @Auth(...adminRoles)
  @Mutation(() => LetterTemplateType, { description: 'Creates a letter template; its merge fields are checked' })
  createLetterTemplate(
    @Arg('input', () => LetterTemplateInput) input: LetterTemplateInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.letterTemplates.create(viewer, { ...input }, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => LetterTemplateType, { description: 'Replaces a template’s title and text; letters already sent keep theirs' })
  updateLetterTemplate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => LetterTemplateInput) input: LetterTemplateInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.letterTemplates.update(viewer, id, { ...input }, requestOrigin(req));
  }

  @Auth(...adminRoles)
  @Mutation(() => LetterTemplateType, { description: 'Deletes a template; letters sent from it keep their text and title' })
  deleteLetterTemplate(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    return services.letterTemplates.remove(viewer, id, requestOrigin(req));
  }
}
