import { Router } from 'express';
import type { Services } from '../../context/services';
import { invalidInput } from '../../shared/errors';
import { postRecord } from './post.record';
import { recordOf } from '../../shared/record-shape';
import type { Post } from './post.entity';

/** A post as REST answers it (docs/product.md#posts), from its record shape. */
export function postJson(post: Post) {
  return recordOf(postRecord, post);
}

/** The REST entry point for posts: public, read-only. */
export function postRoutes(services: Services): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const { category } = req.query;
    if (category !== undefined && typeof category !== 'string') {
      throw invalidInput([{ path: 'category', message: 'category must be one text value' }]);
    }
    res.json((await services.posts.listPublished(category || null)).map(postJson));
  });
  router.get('/:slug', async (req, res) => {
    res.json(postJson(await services.posts.getPublished(String(req.params.slug))));
  });
  return router;
}
