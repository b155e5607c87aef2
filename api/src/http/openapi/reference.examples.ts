import { problemTypes, problemTypeUri } from '../problem-details';
import { API_VERSION } from './api-version';
import { documentTitle } from './document-description';

/** GET /api/openapi.json: a few lines of the document, enough to show its shape (the whole is about 700 kB). */
export const openApiDocumentExample = {
  openapi: '3.1.0',
  info: { title: documentTitle, version: API_VERSION },
  paths: {
    '/api/problems/{slug}': {
      get: { operationId: 'getProblemType', summary: 'One kind of error, as its `type` names it', tags: ['Reference'] },
    },
  },
  components: { schemas: { ProblemType: { type: 'object' } } },
} as const;

/** GET /api/problems/bad-user-input, as reference.routes.ts answers it from the problem types. */
export const problemTypeExample = {
  type: problemTypeUri('BAD_USER_INPUT'),
  code: 'BAD_USER_INPUT' as const,
  ...problemTypes.BAD_USER_INPUT,
};
