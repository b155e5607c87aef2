// graphql-upload 17 ships JavaScript with JSDoc types only (docs/libraries.md): the parts we use,
// declared.
declare module 'graphql-upload/GraphQLUpload.mjs' {
  import type { GraphQLScalarType } from 'graphql';
  const GraphQLUpload: GraphQLScalarType;
  export default GraphQLUpload;
}

declare module 'graphql-upload/graphqlUploadExpress.mjs' {
  import type { RequestHandler } from 'express';
  export interface GraphQLUploadOptions {
    maxFieldSize?: number;
    maxFileSize?: number;
    maxFiles?: number;
  }
  export default function graphqlUploadExpress(options?: GraphQLUploadOptions): RequestHandler;
}

declare module 'graphql-upload/Upload.mjs' {
  import type { Readable } from 'node:stream';
  export interface FileUpload {
    filename: string;
    mimetype: string;
    encoding: string;
    createReadStream(options?: { encoding?: BufferEncoding; highWaterMark?: number }): Readable;
  }
}
