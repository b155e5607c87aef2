import { firmIdentity } from '../../../../validation/firm-identity';
import { formatCents } from '../../../../validation/billing/money';
import { formatLetterDay } from '../../../../validation/engagement-letter-values';
import type { NewNotification } from '../notifications';
import type { InvoiceView } from './invoice-standing';

type Notice = Omit<NewNotification, 'userId'>;

/** The client's Billing page, where their invoices are listed. */
export const billingPath = '/portal/billing';

/** What the client reads (and is e-mailed, unless e-mails are off) when an invoice is `days` past due. */
export function invoiceOverdueNotice(
  invoice: Pick<InvoiceView, 'number' | 'dueOn' | 'outstandingCents' | 'supplier'>,
  client: { firstName: string },
  days: number,
  publicUrl: string,
): Notice {
  const owed = formatCents(invoice.outstandingCents);
  const due = formatLetterDay(invoice.dueOn!);
  const bank = invoice.supplier?.bank;
  return {
    type: 'warning',
    category: 'billing',
    title: `Invoice ${invoice.number} is overdue`,
    content: `${owed} of invoice ${invoice.number} was due on ${due} and is ${days} days overdue.`,
    actionUrl: billingPath,
    email: {
      subject: `Reminder: invoice ${invoice.number} is ${days} days overdue`,
      text: [
        `Dear ${client.firstName},`,
        '',
        `Our invoice ${invoice.number} was due for payment on ${due}. ${owed} of it is still outstanding.`,
        '',
        ...(bank
          ? [
              `You can pay by EFT to ${bank.accountHolder}, ${bank.bankName}, account ${bank.accountNumber}, branch code ${bank.branchCode}, with the reference ${invoice.number}.`,
              '',
            ]
          : []),
        `The invoice and your statement are in your client portal: ${publicUrl}${billingPath}`,
        '',
        'If you have paid in the meantime, thank you, and please ignore this reminder.',
        '',
        'Kind regards,',
        invoice.supplier?.name ?? firmIdentity.name,
      ].join('\n'),
    },
  };
}
