import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { whereInvoiceVisible } from './invoice-access';
import { Payment } from './payment.entity';

/** The payments the viewer sees: those of the invoices they see (invoice-access.ts), one rule for the lists, the loader and one payment. */
export const visiblePayments = (dataSource: DataSource, viewer: Viewer) =>
  whereInvoiceVisible(
    dataSource.getRepository(Payment).createQueryBuilder('payment').innerJoin('payment.invoice', 'invoice'),
    'invoice',
    viewer,
  );
