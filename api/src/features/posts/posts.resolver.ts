import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { PostType } from './posts.types';

@Resolver(() => PostType)
export class PostsResolver {
  @Query(() => [PostType], { description: 'Published posts, newest first; only those of `category` when given. Open to anyone.' })
  posts(@Arg('category', () => String, { nullable: true }) category: string | null, @Ctx() { services }: RequestContext) {
    return services.posts.listPublished(category);
  }

  @Query(() => PostType, { nullable: true, description: 'The published post with this slug; null when there is none' })
  post(@Arg('slug', () => String) slug: string, @Ctx() { services }: RequestContext) {
    return services.posts.findPublished(slug);
  }
}
