/** What other parts of the site may use from this folder; nothing else here is theirs to import. */
export { categoryLabel, categoryOptions, personName, categoryTone, statusLabels } from './document-labels';
export { DeferredUploadDocumentDialog } from './DeferredUploadDocumentDialog';
// How a document's file is saved: the signed engagement letters offer their PDF the same way.
export { downloadTrigger } from './download-trigger';
