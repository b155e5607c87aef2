import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { groupUnder } from '../../graphql/keyed-loaders';
import { whereInvoiceVisible } from './invoice-access';
import { invoiceViews, type InvoiceView } from './invoice-standing';
import { Invoice } from './invoice.entity';

interface InvoiceLoaderDeps {
  dataSource: DataSource;
  viewer: Viewer | null;
  now: Date;
}

/**
 * The graph's invoice edges, one statement per list whatever its length, each applying the
 * invoice list's own rule (invoice-access.ts): Engagement.invoices, User.invoices (a client's) and
 * Invoice.creditsInvoice.
 */
export function createInvoiceLoaders({ dataSource, viewer, now }: InvoiceLoaderDeps) {
  const load = async (signedIn: Viewer, where: string, parameters: Record<string, unknown>) => {
    const rows = await whereInvoiceVisible(dataSource.getRepository(Invoice).createQueryBuilder('invoice'), 'invoice', signedIn)
      .andWhere(where, parameters)
      .orderBy('invoice.createdAt', 'DESC')
      .addOrderBy('invoice.id', 'ASC')
      .getMany();
    return invoiceViews(dataSource, rows, now);
  };

  return {
    invoicesByEngagementId: new DataLoader<string, InvoiceView[]>(async (engagementIds) => {
      if (!viewer) return engagementIds.map(() => []);
      const invoices = await load(viewer, 'invoice.engagementId IN (:...engagementIds)', { engagementIds });
      return groupUnder(engagementIds, invoices, (invoice) => (invoice.engagementId ? [invoice.engagementId] : []));
    }),

    invoicesByClientId: new DataLoader<string, InvoiceView[]>(async (clientIds) => {
      if (!viewer) return clientIds.map(() => []);
      const invoices = await load(viewer, 'invoice.clientId IN (:...clientIds)', { clientIds });
      return groupUnder(clientIds, invoices, (invoice) => [invoice.clientId]);
    }),

    invoiceById: new DataLoader<string, InvoiceView | null>(async (ids) => {
      if (!viewer) return ids.map(() => null);
      const invoices = await load(viewer, 'invoice.id IN (:...ids)', { ids });
      return ids.map((id) => invoices.find((invoice) => invoice.id === id) ?? null);
    }),
  };
}
