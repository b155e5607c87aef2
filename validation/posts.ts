import { z } from 'zod';

/** `posts.category` is varchar(100). */
export const POST_CATEGORY_MAX_LENGTH = 100;

/** The published posts' filter (docs/product.md#posts): one topic, or every one when left out or empty. */
export const postFilterSchema = z.object({
  category: z
    .string('Category must be text')
    .max(POST_CATEGORY_MAX_LENGTH, `Category must be at most ${POST_CATEGORY_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
});
