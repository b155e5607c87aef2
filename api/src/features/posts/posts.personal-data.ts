import { personalDataOf } from '../../records/record-privacy';
import { postDescription } from './post.record';

// Nothing about a person: the firm's published articles (post.record.ts).
export const postsColumns = [personalDataOf(postDescription)];
