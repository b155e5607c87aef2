import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { requestOrigin } from '../../auth/session';
import { ContactSubmissionInput, SubmitContactPayload } from './contact.types';

@Resolver()
export class ContactResolver {
  @Mutation(() => SubmitContactPayload, { description: 'Sends the Get In Touch form or a consultation request; no sign-in needed' })
  async submitContact(
    @Arg('input', () => ContactSubmissionInput) input: ContactSubmissionInput,
    @Ctx() { req, services }: RequestContext,
  ): Promise<SubmitContactPayload> {
    const outcome = await services.contact.submit({ ...input }, requestOrigin(req));
    return {
      message: 'Thank you for contacting us.',
      submission: outcome.stored ? outcome.submission : null,
    };
  }
}
