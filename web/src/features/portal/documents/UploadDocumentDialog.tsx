import { useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  DEFAULT_DOCUMENT_CATEGORY,
  uploadDocumentSchema,
  type UploadDocumentInput,
  type UploadDocumentValues,
  documentCategoryValues,
} from '@validation/documents';
import { storedValueOf } from '@validation/enum-names';
import type { DocumentCategory } from '../../../graphql/generated';
import type { DocumentPersonFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/Dialog';
import { SelectField, TextAreaField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { toast } from '../../../components/toast-store';
import { categoryOptions, personName } from './document-labels';
import { placeDocumentInLists } from './documents-cache';
import { FileDropZone } from './FileDropZone';
import { UploadDocumentError, uploadDocumentFile } from './upload-document';
import { UploadProgress } from './UploadProgress';

const emptyForm: UploadDocumentInput = { category: DEFAULT_DOCUMENT_CATEGORY, description: '', clientId: '' };

/** A document request the upload answers: its category comes prefilled and the file is linked to it. */
export interface RequestBeingAnswered {
  id: string;
  title: string;
  category: DocumentCategory;
}

interface UploadDocumentDialogProps {
  clients?: DocumentPersonFragment[];
  request?: RequestBeingAnswered;
  /** The trigger button's text (default "Upload Document"). */
  triggerLabel?: string;
  onUploaded?: () => void;
  /** Open at once: when its code was fetched because the trigger was pressed (DeferredUploadDocumentDialog). */
  defaultOpen?: boolean;
}

/**
 * "Upload Document" (docs/product.md#documents, docs/product.md#upload-fields,
 * docs/product.md#errors): a file by drag and drop or by choice, a category (general by default)
 * and an optional description. The button stays disabled until a file is chosen; a bar shows the
 * bytes travelling. Staff may also name the client it is for.
 */
export function UploadDocumentDialog({
  clients,
  request,
  triggerLabel = 'Upload Document',
  onUploaded,
  defaultOpen = false,
}: UploadDocumentDialogProps) {
  // The form speaks the stored values its zod schema checks; the request arrives in GraphQL's names.
  const initialForm: UploadDocumentInput = request
    ? { ...emptyForm, category: storedValueOf(documentCategoryValues, request.category) ?? DEFAULT_DOCUMENT_CATEGORY }
    : emptyForm;
  const apollo = useApolloClient();
  const [open, setOpen] = useState(defaultOpen);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const uploading = progress !== null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UploadDocumentInput, unknown, UploadDocumentValues>({
    resolver: zodResolver(uploadDocumentSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialForm,
  });

  const clear = () => {
    reset(initialForm);
    setFile(null);
    setFileError(null);
    setProgress(null);
  };

  const changeOpen = (next: boolean) => {
    if (!next) inFlight.current?.abort();
    setOpen(next);
    if (!next) clear();
  };

  const upload = async (values: UploadDocumentValues) => {
    if (!file) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setFileError(null);
    setProgress(0);
    try {
      const document = await uploadDocumentFile(
        { file, category: values.category, description: values.description, clientId: values.clientId, requestId: request?.id },
        { onProgress: (fraction) => setProgress(Math.round(fraction * 100)), signal: controller.signal },
      );
      placeDocumentInLists(apollo.cache, document);
      toast({ title: 'Document uploaded successfully', description: document.originalName, variant: 'success' });
      setOpen(false);
      clear();
      onUploaded?.();
    } catch (error) {
      setProgress(null);
      if (error instanceof UploadDocumentError && error.kind === 'aborted') return;
      if (error instanceof UploadDocumentError && error.kind === 'unauthenticated') {
        toast({ title: 'Authentication Required', description: 'Please log in to upload documents', variant: 'destructive' });
        return;
      }
      setFileError(error instanceof UploadDocumentError ? error.message : null);
      toast({ description: 'Failed to upload document', variant: 'destructive' });
    } finally {
      inFlight.current = null;
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button $size={request ? 'sm' : undefined}>
          <Icon name={request ? 'file-text' : 'plus'} size={18} />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Document</DialogTitle>
          <DialogDescription>
            {request
              ? `For the request "${request.title}": a PDF, Word or Excel file.`
              : clients
                ? "Add a PDF, Word or Excel file to a client's documents."
                : 'Share a PDF, Word or Excel file with your advisor.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void handleSubmit(upload)(event)} noValidate aria-label="Upload Document">
          <FileDropZone file={file} onChange={setFile} disabled={uploading} error={fileError} onError={setFileError} />
          <Fields>
            <SelectField label="Category" disabled={uploading} error={errors.category?.message} {...register('category')}>
              {categoryOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
            {clients && (
              <SelectField label="For client" disabled={uploading} error={errors.clientId?.message} {...register('clientId')}>
                <option value="">Myself</option>
                {clients.map((client) => (
                  <option key={client.id} value={client.id}>
                    {personName(client)}
                  </option>
                ))}
              </SelectField>
            )}
          </Fields>
          <TextAreaField
            label="Description (optional)"
            rows={3}
            disabled={uploading}
            error={errors.description?.message}
            {...register('description')}
          />
          {progress !== null && <UploadProgress percent={progress} fileName={file?.name ?? ''} />}
          <Actions>
            <Button $variant="ghost" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!file || uploading}>
              {uploading ? 'Uploading…' : 'Upload'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
