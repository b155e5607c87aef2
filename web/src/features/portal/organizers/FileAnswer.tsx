import { useRef, useState, type ChangeEvent } from 'react';
import { useApolloClient } from '@apollo/client';
import styled from 'styled-components';
import { DOCUMENT_TYPE_MESSAGE, acceptedDocumentExtensions, isAcceptedDocumentName } from '@validation/document-values';
import type { OrganizerQuestionValues } from '@validation/organizer-values';
import {
  UploadOrganizerFileDocument,
  type OrganizerAnswerFieldsFragment,
  type UploadOrganizerFileMutationVariables,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { FilePickerButton } from '../../../components/FilePickerButton';
import { sendMultipart, UploadError } from '../../../lib/graphql-multipart';
import { formatFileSize } from '../../../lib/file-size';
import { storeSavedAnswer, type SavedAnswer } from './organizer-cache';
import type { AnswerChange } from './useAnswerSaver';

type Upload = { file: File; progress: number; failure: string | null };

interface FileAnswerProps {
  organizerId: string;
  question: OrganizerQuestionValues;
  documents: OrganizerAnswerFieldsFragment['documents'];
  disabled: boolean;
  describedBy?: string;
  /** Saves the question's list of documents (a file taken off it). */
  save: (change: AnswerChange) => void;
}

/**
 * A file question: the files uploaded against it, each of which can be taken off, and "Upload a
 * file". Each upload becomes one of the client's documents linked to the question
 * (uploadOrganizerFile). A failed upload stays listed with its reason and "Try again", so the
 * chosen file is not lost.
 */
export function FileAnswer({ organizerId, question, documents, disabled, describedBy, save }: FileAnswerProps) {
  const { cache } = useApolloClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const picker = useRef<HTMLInputElement>(null);

  const change = (file: File, patch: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.file === file ? { ...upload, ...patch } : upload)));

  async function send(file: File) {
    change(file, { progress: 0, failure: null });
    try {
      const saved = await sendMultipart<SavedAnswer, UploadOrganizerFileMutationVariables>(
        {
          operationName: 'UploadOrganizerFile',
          document: UploadOrganizerFileDocument,
          variables: { id: organizerId, questionKey: question.key, file: null },
          fileVariable: 'file',
          file,
        },
        { onProgress: (progress) => change(file, { progress }) },
      );
      storeSavedAnswer(cache, organizerId, saved);
      setUploads((current) => current.filter((upload) => upload.file !== file));
    } catch (error) {
      const reason = error instanceof UploadError ? (error.fieldErrors[0]?.message ?? error.message) : 'The upload failed';
      change(file, { failure: `${file.name} was not uploaded: ${reason}` });
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    for (const file of files) {
      const failure = isAcceptedDocumentName(file.name) ? null : `${file.name} was not uploaded: ${DOCUMENT_TYPE_MESSAGE}`;
      setUploads((current) => [...current, { file, progress: 0, failure }]);
      if (!failure) void send(file);
    }
  }

  return (
    <div>
      {(documents.length > 0 || uploads.length > 0) && (
        <Files>
          {documents.map((document) => (
            <FileRow key={document.id}>
              <span>
                {document.originalName} <Size>({formatFileSize(document.fileSize)})</Size>
              </span>
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                disabled={disabled}
                aria-label={`Remove ${document.originalName} from the answer`}
                onClick={() => save({ documentIds: documents.filter((other) => other.id !== document.id).map((other) => other.id) })}
              >
                Remove
              </Button>
            </FileRow>
          ))}
          {uploads.map((upload) => (
            <FileRow key={`${upload.file.name}-${upload.file.lastModified}`} $failed={!!upload.failure}>
              {upload.failure ? (
                <>
                  <span role="alert">{upload.failure}</span>
                  <span>
                    {isAcceptedDocumentName(upload.file.name) && (
                      <Button type="button" $variant="outline" $size="sm" onClick={() => void send(upload.file)}>
                        Try again
                      </Button>
                    )}
                    <Button
                      type="button"
                      $variant="ghost"
                      $size="sm"
                      aria-label={`Dismiss ${upload.file.name}`}
                      onClick={() => setUploads((current) => current.filter((other) => other !== upload))}
                    >
                      Dismiss
                    </Button>
                  </span>
                </>
              ) : (
                <span role="status">
                  Uploading {upload.file.name}… {Math.round(upload.progress * 100)}%
                </span>
              )}
            </FileRow>
          ))}
        </Files>
      )}
      <FilePickerButton
        ref={picker}
        multiple
        disabled={disabled}
        accept={acceptedDocumentExtensions.join(',')}
        aria-describedby={describedBy}
        aria-label={`Upload a file for: ${question.label}`}
        onChange={choose}
      >
        Upload a file
      </FilePickerButton>
      <Hint>PDF, Word or Excel. Each file is also kept among your documents.</Hint>
    </div>
  );
}

const Files = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const FileRow = styled.li<{ $failed?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : 'inherit')};
  overflow-wrap: anywhere;
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
