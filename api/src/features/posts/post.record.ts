import { describeRecord, idField, instantField, privacy, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { Post } from './post.entity';

// The firm's published articles: nothing in them is about a person.
const NOT_PERSONAL = { privacy: privacy.notPersonal } as const;

/**
 * A published article of the firm's insights, as both APIs and the OpenAPI document show it
 * (docs/product.md#posts-record). Open to anyone; only published posts are shown.
 */
export const postDescription = describeRecord({
  name: 'Post',
  description: 'A published article of the firm',
  entity: Post,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The post id', NOT_PERSONAL),
    title: textField('The headline', NOT_PERSONAL),
    slug: textField('Unique; names the post in GET /api/posts/{slug}', NOT_PERSONAL),
    excerpt: textField('A short summary for the list', { nullable: true, ...NOT_PERSONAL }),
    content: textField('The article', NOT_PERSONAL),
    category: textField('The topic it is filed under', { nullable: true, ...NOT_PERSONAL }),
    createdAt: instantField('When it was written', NOT_PERSONAL),
    updatedAt: instantField('When it last changed', NOT_PERSONAL),
  },
  internal: {
    published: { privacy: privacy.notPersonal, because: 'both APIs show published posts only, so it is always true there' },
  },
});

/** A published post as REST answers it (GET /api/posts, GET /api/posts/:slug), in the order the JSON carries it. */
export const postRecord = restShapeOf(postDescription);
