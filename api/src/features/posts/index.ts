import type { FeatureModule } from '../../context/feature-module';
import { Post } from './post.entity';

export const postsFeature: FeatureModule = {
  name: 'posts',
  entities: [Post],
};
