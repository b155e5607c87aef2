import type { FeatureModule } from '../../context/feature-module';
import { Post } from './post.entity';
import { PostsResolver } from './posts.resolver';
import { postRoutes } from './posts.routes';
import { postOperations } from './posts.openapi';
import type { PostsService } from './posts.service';

declare module '../../context/services' {
  interface Services {
    posts: PostsService;
  }
}

export const postsFeature: FeatureModule = {
  name: 'posts',
  entities: [Post],
  resolvers: [PostsResolver],
  restMounts: [{ path: '/posts', operations: postOperations, routers: ({ services }) => [postRoutes(services)] }],
};
