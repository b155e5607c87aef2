import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../context/request-context';
import { API_VERSION } from '../http/openapi/api-version';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_LOGIN_EMAIL = 'admin@example.com';

@ObjectType({ description: 'The demo administrator account the login page offers to fill in; only when demo data is on' })
class DemoLogin {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType({ description: 'This installation as the login page and footer show it: its version and, with demo data on, the demo account' })
class AppInfo {
  @Field(() => String)
  version!: string;

  @Field(() => String, {
    description:
      'The version of the API contract, GraphQL and REST alike: the REST document’s info.version, listed in docs/api-changelog.md',
  })
  apiVersion!: string;

  @Field(() => DemoLogin, { nullable: true, description: 'The demo account the login page offers; null unless DEMO is on' })
  demoLogin!: DemoLogin | null;
}

@Resolver()
export class AppInfoResolver {
  @Query(() => AppInfo, { description: 'What the login page and footer need to know about this installation' })
  appInfo(@Ctx() { config }: RequestContext): AppInfo {
    return {
      version: config.version,
      apiVersion: API_VERSION,
      demoLogin: config.demo ? { email: DEMO_LOGIN_EMAIL, password: DEMO_PASSWORD } : null,
    };
  }
}
