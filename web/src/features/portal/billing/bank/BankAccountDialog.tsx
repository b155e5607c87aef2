import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { csvDateFormatValues } from '@validation/billing/bank-statement-input';
import {
  BankAccountsDocument,
  useCreateBankAccountMutation,
  useUpdateBankAccountMutation,
  type BankAccountFieldsFragment,
  type BankAccountInput,
} from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Actions, Failure, refusalMessage } from '../../../../components/ConfirmDialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/Dialog';
import { SelectField, TextField } from '../../../../components/Field';
import { FieldRow } from '../../../../components/FieldRow';
import { toast } from '../../../../components/toast-store';
import { fieldErrorsOf } from '../../../../lib/graphql-errors';
import { bankAccountForm, bankAccountResolver, formFieldOf, type BankAccountForm } from './bank-account-form';

export interface BankAccountDialogProps {
  /** Open for a new account ('new'), for one to edit, or closed (null). */
  editing: BankAccountFieldsFragment | 'new' | null;
  onClose: () => void;
  onSaved: (account: BankAccountFieldsFragment) => void;
}

/**
 * Add or edit one of the firm's bank accounts (administrators, docs/billing.md#bank-statements):
 * its name, bank and last 4 digits, and which column of its CSV export holds what.
 */
export function BankAccountDialog({ editing, onClose, onSaved }: BankAccountDialogProps) {
  const account = editing === 'new' ? null : editing;
  const [create, { loading: creating }] = useCreateBankAccountMutation();
  const [update, { loading: updating }] = useUpdateBankAccountMutation();
  const saving = creating || updating;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<BankAccountForm, unknown, BankAccountInput>({ resolver: bankAccountResolver, defaultValues: bankAccountForm(account) });
  useEffect(() => {
    if (editing) reset(bankAccountForm(editing === 'new' ? null : editing));
  }, [editing, reset]);
  const readsCsv = watch('readsCsv');
  const split = watch('amountKind') === 'split';

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const saved = account
        ? (await update({ variables: { id: account.id, input } })).data?.updateBankAccount
        : // A new account joins the page's list.
          (await create({ variables: { input }, refetchQueries: [BankAccountsDocument], awaitRefetchQueries: true })).data
            ?.createBankAccount;
      if (!saved) throw new Error('No answer');
      toast({ title: account ? 'Account saved' : 'Account added', description: saved.name, variant: 'success' });
      onSaved(saved);
      close();
    } catch (error) {
      const named = fieldErrorsOf(error);
      for (const { path, message } of named) {
        const field = formFieldOf(path);
        if (field) setError(field, { type: 'server', message });
      }
      const elsewhere = named.filter(({ path }) => !formFieldOf(path));
      setFailure(
        named.length > 0
          ? elsewhere.map(({ message }) => message).join(' ') || null
          : refusalMessage(error, 'The account could not be saved.'),
      );
    }
  });

  const title = account ? `Edit ${account.name}` : 'Add bank account';
  return (
    <Dialog open={!!editing} onOpenChange={(open) => !open && !saving && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Only the last 4 digits of the account number are kept. Columns are named by their header, or by their position (1 for the
            first).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
          <FieldRow>
            <TextField label="Name" placeholder="FNB cheque" error={errors.name?.message} {...register('name')} />
            <TextField label="Bank" placeholder="FNB" error={errors.bankName?.message} {...register('bankName')} />
          </FieldRow>
          <TextField
            label="Last 4 digits of the account number"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            error={errors.accountLast4?.message}
            {...register('accountLast4')}
          />
          <Check>
            <input type="checkbox" id="bank-reads-csv" {...register('readsCsv')} />
            <label htmlFor="bank-reads-csv">Import CSV files from this account (OFX needs no mapping)</label>
          </Check>
          {readsCsv && (
            <fieldset>
              <legend>CSV mapping</legend>
              <FieldRow>
                <TextField label="Rows before the header" inputMode="numeric" error={errors.skipRows?.message} {...register('skipRows')} />
                <SelectField label="Decimal separator" error={errors.decimalSeparator?.message} {...register('decimalSeparator')}>
                  <option value=".">. (1234.56)</option>
                  <option value=",">, (1234,56)</option>
                </SelectField>
              </FieldRow>
              <FieldRow>
                <TextField label="Date column" error={errors.dateColumn?.message} {...register('dateColumn')} />
                <SelectField label="Date format" error={errors.dateFormat?.message} {...register('dateFormat')}>
                  {csvDateFormatValues.map((format) => (
                    <option key={format} value={format}>
                      {format}
                    </option>
                  ))}
                </SelectField>
              </FieldRow>
              <SelectField label="Amount" {...register('amountKind')}>
                <option value="signed">One column, money out negative</option>
                <option value="split">Credit and debit columns</option>
              </SelectField>
              {split ? (
                <FieldRow>
                  <TextField label="Credit column" error={errors.creditColumn?.message} {...register('creditColumn')} />
                  <TextField label="Debit column" error={errors.debitColumn?.message} {...register('debitColumn')} />
                </FieldRow>
              ) : (
                <TextField label="Amount column" error={errors.amountColumn?.message} {...register('amountColumn')} />
              )}
              <FieldRow>
                <TextField
                  label="Reference columns (commas between)"
                  error={errors.referenceColumns?.message}
                  {...register('referenceColumns')}
                />
                <TextField
                  label="Description columns (optional)"
                  error={errors.descriptionColumns?.message}
                  {...register('descriptionColumns')}
                />
              </FieldRow>
              <TextField label="Id column (optional)" error={errors.idColumn?.message} {...register('idColumn')} />
            </fieldset>
          )}
          {failure && <Failure role="alert">{failure}</Failure>}
          <Actions>
            <Button $variant="ghost" disabled={saving} onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : account ? 'Save account' : 'Add account'}
            </Button>
          </Actions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const Check = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
`;
