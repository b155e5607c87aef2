/** The folder of the archive that holds the documents' own files. */
export const DOCUMENTS_FOLDER = 'documents';

// eslint-disable-next-line no-control-regex -- control characters are what this removes from file names
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;
const LONGEST_STEM = 80;

/**
 * Where a document's file sits in the archive: its own name, made safe for every system's file
 * manager (no separators, control or reserved characters, no leading dots), followed by the start
 * of the document's id, so two files of the same name never meet and the name follows from the
 * document alone (documents.json names the same path before the files are written).
 */
export function archivePathOf(document: { id: string; originalName: string }): string {
  const cleaned = document.originalName.normalize('NFC').replace(UNSAFE, '_').replace(/\s+/g, ' ').trim();
  const extension = EXTENSION.exec(cleaned)?.[0] ?? '';
  const stem = [...cleaned.slice(0, cleaned.length - extension.length)]
    .slice(0, LONGEST_STEM)
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  return `${DOCUMENTS_FOLDER}/${stem || 'document'} (${document.id.slice(0, 8)})${extension.toLowerCase()}`;
}
