import type { DataSource } from 'typeorm';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { postFilterSchema } from '../../../../validation/posts';
import { Post } from './post.entity';

/**
 * The firm's published articles, read-only (docs/product.md#posts): written in the database by the
 * firm, read by anyone through the API, for its newsletter and other tools. A draft
 * (`published` false) is nobody's to read.
 */
export class PostsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Published posts, newest first; only those of `category` when one is given. */
  async listPublished(given?: string | null): Promise<Post[]> {
    const { category } = parseInput(postFilterSchema, { category: given });
    return this.dataSource.getRepository(Post).find({
      where: { published: true, ...(category ? { category } : {}) },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  /** The published post with this slug, or null (a draft as a slug that does not exist). */
  findPublished(slug: string): Promise<Post | null> {
    return this.dataSource.getRepository(Post).findOneBy({ slug, published: true });
  }

  /** The published post with this slug; 404 when there is none. */
  async getPublished(slug: string): Promise<Post> {
    const post = await this.findPublished(slug);
    if (!post) throw notFound();
    return post;
  }
}
