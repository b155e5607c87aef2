import { useId, useState, type DragEvent } from 'react';
import styled, { css } from 'styled-components';
import { acceptedDocumentExtensions, DOCUMENT_TYPE_MESSAGE, isAcceptedDocumentName } from '@validation/document-values';
import { Button } from '../../../components/Button';
import { FilePickerButton } from '../../../components/FilePickerButton';
import { Icon } from '../../../components/Icon';
import { formatFileSize } from '../../../lib/file-size';

interface FileDropZoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** A reason the file cannot be sent, from here (wrong type) or from the server. */
  error?: string | null;
  onError: (message: string | null) => void;
}

/**
 * Drag a file here or choose one; only the five accepted types are taken
 * (docs/product.md#upload-fields).
 */
export function FileDropZone({ file, onChange, disabled = false, error, onError }: FileDropZoneProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);

  const take = (chosen: File | undefined | null) => {
    if (!chosen) return;
    if (!isAcceptedDocumentName(chosen.name)) {
      onError(DOCUMENT_TYPE_MESSAGE);
      return;
    }
    onError(null);
    onChange(chosen);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <div>
      <Zone
        $dragging={dragging}
        $invalid={!!error}
        data-testid="file-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <Icon name="file-text" size={28} />
        {file ? (
          <Chosen>
            <strong>{file.name}</strong>
            <span>{formatFileSize(file.size)}</span>
          </Chosen>
        ) : (
          <p>Drag and drop a file here, or choose one.</p>
        )}
        <Buttons>
          <FilePickerButton
            id={inputId}
            aria-label="File"
            accept={acceptedDocumentExtensions.join(',')}
            disabled={disabled}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              take(event.target.files?.[0]);
              event.target.value = '';
            }}
          >
            {file ? 'Choose another file' : 'Choose a file'}
          </FilePickerButton>
          {file && !disabled && (
            <Button $variant="ghost" $size="sm" onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
        </Buttons>
        <Hint>PDF, Word or Excel: {acceptedDocumentExtensions.join(', ')}</Hint>
      </Zone>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </div>
  );
}

const Zone = styled.div<{ $dragging: boolean; $invalid: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#8a96a3')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.canvas};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
  > svg {
    color: ${({ theme }) => theme.colors.navy700};
  }
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.colors.focus};
      background: ${theme.colors.infoBg};
    `}
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Chosen = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.subtle};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
