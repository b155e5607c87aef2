/** What other parts of the site may use from this folder; nothing else here is theirs to import. */
export { categoryLabel, categoryOptions, personName, categoryTone, statusLabels } from './document-labels';
export { DeferredUploadDocumentDialog } from './DeferredUploadDocumentDialog';
