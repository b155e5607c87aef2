import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder } from '../../graphql/keyed-loaders';
import { visiblePayments } from './payment-queries';
import type { Payment } from './payment.entity';

/** Invoice.payments: one statement per list whatever its length, oldest first, with the payment list's own rule. */
export function createPaymentLoaders({ dataSource, viewer }: { dataSource: DataSource; viewer: Viewer | null }) {
  return {
    paymentsByInvoiceId: new DataLoader<string, Payment[]>(async (invoiceIds) => {
      if (!viewer) return invoiceIds.map(() => []);
      const payments = await visiblePayments(dataSource, viewer)
        .andWhere('payment.invoiceId IN (:...invoiceIds)', { invoiceIds })
        .orderBy('payment.receivedOn', 'ASC')
        .addOrderBy('payment.createdAt', 'ASC')
        .getMany();
      return groupUnder(invoiceIds, payments, (payment) => [payment.invoiceId]);
    }),
  };
}
