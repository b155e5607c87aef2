import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, optional, pathParams, tagged } from '../../http/openapi/operation-parts';
import { anyone } from '../../http/openapi/security';
import { postRecord } from './post.record';
import { postExample } from './posts.examples';
import { postFilterSchema } from '../../../../validation/posts';

const post = component('Post', postRecord, postExample);

/** /api/posts (posts.routes.ts): the firm's published articles, public and read-only. */
export const postOperations: RestOperation[] = tagged('Posts', [
  {
    method: 'get',
    path: '/',
    operationId: 'listPosts',
    summary: 'The published posts, newest first',
    ...anyone,
    request: { query: z.object({ category: optional(postFilterSchema.shape.category, 'Only this topic') }) },
    responses: { 200: json('The posts', z.array(post)), ...errors(400) },
  },
  {
    method: 'get',
    path: '/{slug}',
    operationId: 'getPost',
    summary: 'One published post',
    ...anyone,
    request: { params: pathParams({ slug: 'The post’s slug' }) },
    responses: { 200: json('The post', post), ...errors(404) },
  },
]);
