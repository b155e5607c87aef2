import { GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { invalidInput } from '../../shared/errors';
import { UPLOAD_INCOMPLETE } from './document-upload';

/**
 * graphql-upload's Upload scalar, with its failures as bad input. The promise it hands over
 * rejects only for the request's own faults (a multipart body cut short or malformed, the client
 * gone, a file missing from the map), with busboy's or http-errors' plain errors; type-graphql
 * awaits a single Upload argument before the resolver runs, so without this they would surface
 * as internal errors. The resolvers that take files name their argument `file` (or receive an
 * array and name `attachments` themselves: incoming-upload.ts).
 */
export const UploadScalar = new GraphQLScalarType({
  ...GraphQLUpload.toConfig(),
  parseValue(value) {
    const upload = (GraphQLUpload.parseValue(value) as Promise<unknown>).catch(() => {
      throw invalidInput([{ path: 'file', message: UPLOAD_INCOMPLETE }]);
    });
    // As graphql-upload does for its own: a file the resolver never reads must not be an unhandled rejection.
    upload.catch(() => {});
    return upload;
  },
});
