import { Router } from 'express';
import type { Services } from '../../context/services';
import { postRecord } from '../../../../validation/records/posts';
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
    const category = typeof req.query.category === 'string' && req.query.category !== '' ? req.query.category : null;
    res.json((await services.posts.listPublished(category)).map(postJson));
  });
  router.get('/:slug', async (req, res) => {
    res.json(postJson(await services.posts.getPublished(String(req.params.slug))));
  });
  return router;
}
