import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { CompanyType, SaveCompanyInput } from './profile.types';

@Resolver(() => CompanyType)
export class CompanyResolver {
  @Auth()
  @Query(() => CompanyType, { nullable: true, description: 'Your company, or null while you have not entered one' })
  myCompany(@Ctx() { viewer, services }: RequestContext) {
    return services.company.mine(viewer);
  }

  @Auth()
  @Mutation(() => CompanyType, { description: 'Creates your company when you have none yet, otherwise updates it' })
  async saveCompany(@Arg('input', () => SaveCompanyInput) input: SaveCompanyInput, @Ctx() { req, viewer, services }: RequestContext) {
    const { company } = await services.company.save(viewer, { ...input }, requestOrigin(req));
    return company;
  }
}
