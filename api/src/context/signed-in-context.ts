import type { RequestContext } from './request-context';
import type { User } from '../accounts/user.entity';
import { isRoleName } from '../accounts/roles';

/** After a sign-in, the rest of the GraphQL request answers as the person who just signed in (their own details). */
export async function answerAsSignedIn(context: RequestContext, user: User): Promise<void> {
  const roles = (await context.loaders.rolesByUserId.load(user.id)).map((role) => role.name).filter(isRoleName);
  context.viewer = { id: user.id, email: user.email, firstName: user.firstName, roles };
}
