import { z } from 'zod';

/**
 * A published post as REST answers it (GET /api/posts, GET /api/posts/:slug), in the order the
 * JSON carries it. record-shapes.test.ts compares it with the GraphQL type Post.
 */
export const postRecord = z.strictObject({
  id: z.string().describe('The post id'),
  title: z.string().describe('The headline'),
  slug: z.string().describe('Unique; names the post in GET /api/posts/{slug}'),
  excerpt: z.string().nullable().describe('A short summary for the list'),
  content: z.string().describe('The article'),
  category: z.string().nullable().describe('The topic it is filed under'),
  createdAt: z.iso.datetime().describe('When it was written'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});
