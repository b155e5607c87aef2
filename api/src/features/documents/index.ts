import type { FeatureModule } from '../../context/feature-module';
import { Document } from './document.entity';
import { DocumentsResolver } from './documents.resolver';
import { UserDocumentsResolver } from './user-documents.resolver';
import type { DocumentsService } from './documents.service';
import { documentRoutes } from './documents.routes';
import { documentOperations } from './documents.openapi';
import type { createDocumentLoaders } from './documents.loaders';

declare module '../../context/services' {
  interface Services {
    documents: DocumentsService;
  }
  interface Loaders extends ReturnType<typeof createDocumentLoaders> {}
}

export const documentsFeature: FeatureModule = {
  name: 'documents',
  entities: [Document],
  resolvers: [DocumentsResolver, UserDocumentsResolver],
  restMounts: [
    {
      path: '/documents',
      scope: 'documents',
      routers: ({ services, config }) => [documentRoutes(services, config.maxUploadBytes)],
      operations: documentOperations,
    },
  ],
};

// What other features may use.
export type { DocumentsService, DocumentRequestHooks } from './documents.service';
export { Document } from './document.entity';
export { DocumentType, DocumentCategoryKind } from './documents.types';
export { DocumentTypeCheck, documentMimeTypes } from './document-file-type';
export type { IncomingDocumentFile } from './document-upload';
export { incomingUpload } from './incoming-upload';
export { UploadScalar } from './upload-scalar';
export { sanitizeOriginalName } from './original-name';
export { attachmentDisposition } from './documents.routes';
export { uploadedFile } from './uploaded-file.openapi';
export { refuseOversizedUploads, receiveMultipartDocument } from './upload-middleware';
export { DOCUMENTS_FOLDER, archivePathOf } from './archive-names';
