import { deferredDialog } from '../../../../components/deferred-dialog';

/*
 * The bank account form's code (react-hook-form, zod and the shared mapping schema) is fetched
 * when an administrator means to press Add or Edit account, not with the lines staff work through.
 */
export const { Deferred: DeferredBankAccountDialog, prefetch: prefetchBankAccountDialog } = deferredDialog(
  () => import('./BankAccountDialog').then((module) => module.BankAccountDialog),
  (props) => props.editing !== null,
);
