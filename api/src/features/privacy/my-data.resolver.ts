import { Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { MyDataSummaryType } from './my-data.types';

@Resolver()
export class MyDataResolver {
  @Auth()
  @Query(() => MyDataSummaryType, {
    description: 'What your "My data" archive (GET /api/privacy/my-data) will hold: records per file and the files\' total size',
  })
  myDataSummary(@Ctx() { viewer, services }: RequestContext) {
    return services.myData.summary(viewer);
  }
}
