import { Column, Entity, Index } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';

/** An article of the firm's insights (docs/product.md#posts-record). */
@Entity('posts')
@Index('UQ_posts_slug', ['slug'], { unique: true })
@Index('IDX_posts_published', ['published'])
@Index('IDX_posts_category', ['category'])
@Index('IDX_posts_createdAt', ['createdAt'])
export class Post extends EditableRecord {
  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'varchar', length: 255 })
  slug: string;

  @Column({ type: 'text', nullable: true })
  excerpt: string | null;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  category: string | null;

  @Column({ type: 'boolean', default: false })
  published: boolean;
}
