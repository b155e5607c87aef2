import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { CompanyType } from './profile.types';

/** A person's company, for those who may follow their edges (user-relations.access.ts). */
@Resolver(() => UserType)
export class UserCompanyResolver {
  @FieldResolver(() => CompanyType, { nullable: true, description: 'The company this person entered on their profile' })
  company(@Root() user: UserType, @Ctx() { loaders }: RequestContext) {
    return loaders.companyByUserId.load(user.id);
  }
}
