import { noPersonalData } from '../../shared/personal-data';
import { Post } from './post.entity';

export const postsColumns = [noPersonalData(Post)];
