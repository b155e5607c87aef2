import { useState } from 'react';
import { addDays } from '@validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { useAccountingExportLazyQuery, type AccountingExportFormat } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Actions, Failure } from '../../../components/ConfirmDialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { SelectField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { fieldErrorsOf } from '../../../lib/graphql-errors';

export interface AccountingExportDialogProps {
  open: boolean;
  onClose: () => void;
}

const FORMATS: { value: AccountingExportFormat; label: string }[] = [
  { value: 'XERO', label: 'Xero (sales invoice import)' },
  { value: 'SAGE', label: 'Sage Business Cloud Accounting (sales quick entries)' },
];

/** Saves text as a file the browser downloads. */
function save(fileName: string, contentType: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * "Export for accounting" (staff, docs/billing.md#exporting-to-sage-or-xero): the issued invoices
 * and credit notes of some days as the CSV file Xero or Sage imports, the server's own bytes.
 */
export function AccountingExportDialog({ open, onClose }: AccountingExportDialogProps) {
  const today = todayInSouthAfrica(new Date());
  const [format, setFormat] = useState<AccountingExportFormat>('XERO');
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [run, { loading }] = useAccountingExportLazyQuery({ fetchPolicy: 'no-cache' });

  const submit = async () => {
    setErrors({});
    setFailure(null);
    const { data, error } = await run({ variables: { format, from, to } });
    const file = data?.accountingExport;
    if (file) {
      save(file.fileName, file.contentType, file.content);
      toast({ description: `${file.fileName} downloaded: ${file.documentCount} documents.` });
      onClose();
      return;
    }
    const fields = fieldErrorsOf(error);
    if (fields.length > 0) setErrors(Object.fromEntries(fields.map((field) => [field.path, field.message])));
    else setFailure('The file could not be made. Please try again.');
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !loading && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export for accounting</DialogTitle>
          <DialogDescription>
            The invoices and credit notes issued between two days (at most 366), one row per line, as a CSV file to import.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SelectField
            label="Format"
            value={format}
            onChange={(event) => setFormat(event.target.value as AccountingExportFormat)}
            error={errors.format}
          >
            {FORMATS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="From"
            type="date"
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
            error={errors.from}
          />
          <TextField
            label="To"
            type="date"
            value={to}
            min={from}
            max={addDays(today, 366)}
            onChange={(event) => setTo(event.target.value)}
            error={errors.to}
          />
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button type="button" $variant="outline" onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" disabled={loading}>
              {loading ? 'Preparing…' : 'Download'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
