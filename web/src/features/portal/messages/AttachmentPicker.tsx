import { useId, useRef } from 'react';
import styled from 'styled-components';
import { acceptedDocumentExtensions } from '@validation/document-values';
import { attachmentsProblem, megabytesOf, MAX_MESSAGE_ATTACHMENTS } from '@validation/message-attachments';
import { Button } from '../../../components/Button';
import { FilePickerButton } from '../../../components/FilePickerButton';
import { Icon } from '../../../components/Icon';
import { formatFileSize } from '../../../lib/file-size';

interface AttachmentPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The most bytes the files of one message may hold together (messageAttachmentRules). */
  maxTotalBytes: number;
  /** Why a file was not taken, from here or from the server; it names the file. */
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * "Attach files" for the compose dialog: the chosen files with their sizes and a Remove button
 * each. Files are checked as they are chosen by the rules the server applies (type by
 * extension, at most five, the limit together): a file that breaks one is left out and named.
 */
export function AttachmentPicker({ files, onChange, maxTotalBytes, error, onError, disabled = false }: AttachmentPickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);

  const take = (chosen: File[]) => {
    let accepted = [...files];
    let problem: string | null = null;
    for (const file of chosen) {
      const refused = attachmentsProblem([...accepted, file], maxTotalBytes);
      if (refused) problem ??= refused;
      else accepted = [...accepted, file];
    }
    onError(problem);
    onChange(accepted);
  };

  const remove = (index: number) => {
    onChange(files.filter((_, at) => at !== index));
    onError(null);
    // The button that had focus is gone: focus goes back to the picker.
    inputRef.current?.focus();
  };

  return (
    <Picker>
      <Row>
        <FilePickerButton
          ref={inputRef}
          id={inputId}
          multiple
          accept={acceptedDocumentExtensions.join(',')}
          disabled={disabled}
          aria-invalid={!!error}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            take(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        >
          <Icon name="plus" size={16} />
          Attach files
        </FilePickerButton>
        <Hint id={hintId}>
          Up to {MAX_MESSAGE_ATTACHMENTS} PDF, Word or Excel files, {megabytesOf(maxTotalBytes)} together
        </Hint>
      </Row>
      {files.length > 0 && (
        <Chosen aria-label={`${files.length} ${files.length === 1 ? 'file' : 'files'} attached`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <Icon name="file-text" size={16} />
              <Name>{file.name}</Name>
              <Size>{formatFileSize(file.size)}</Size>
              <Button $variant="ghost" $size="sm" disabled={disabled} aria-label={`Remove ${file.name}`} onClick={() => remove(index)}>
                Remove
              </Button>
            </li>
          ))}
        </Chosen>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Picker>
  );
}

const Picker = styled.div`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space[2]};
  &:focus-within label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Chosen = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.canvas};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.navy700};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.ink};
`;

const Size = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
