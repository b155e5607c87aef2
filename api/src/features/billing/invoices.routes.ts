import { Router, type Request } from 'express';
import { tokenAlsoNeeds, withinTokenScopes } from '../api-tokens';
import { attachmentDisposition } from '../documents';
import { staffRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import type { Services } from '../../context/services';
import { requireAuth } from '../../http/respond';
import { listPagingOfQuery } from '../../shared/list-paging';
import { sendListPage } from '../changes';
import { recordOf } from '../../shared/record-shape';
import { invoiceRecord, statementRecord } from './invoice.record';
import { receivablesAgeingRecord } from './receivables-ageing.record';
import type { InvoiceView } from './invoice-standing';

// Who it is to is left out for an API token (graphql-scopes.ts's fieldReach), as GraphQL refuses it.
const invoiceJson = (req: Request) => (invoice: InvoiceView) => withinTokenScopes(req.viewer, 'Invoice', recordOf(invoiceRecord, invoice));

/** The REST entry point for invoices and credit notes (docs/billing.md#invoices-and-credit-notes); every rule is in InvoicesService. */
export function invoiceRoutes(services: Services): Router {
  const router = Router();
  const invoices = services.invoices;
  const staff = requireAuth(...staffRoles);

  // Filters, and ?first=, ?after= and ?updated_since= for the page (docs/integrations.md#pages-and-sync);
  // the total and the next page's cursor in headers.
  router.get('/', requireAuth(), async (req, res) => {
    const { clientId, engagementId, kind, status, search, unpaidOnly } = req.query;
    // ?unpaidOnly=true or false; anything else reaches the schema as it is, which refuses it naming the field.
    const unpaid = unpaidOnly === 'true' ? true : unpaidOnly === 'false' ? false : unpaidOnly;
    const filter = { clientId, engagementId, kind, status, search, unpaidOnly: unpaid };
    const paging = listPagingOfQuery(req.query, { alwaysPaged: true });
    sendListPage(res, paging, await invoices.page(req.viewer, filter, paging), invoiceJson(req));
  });

  // Before /:id, which would take "statement" for an id.
  router.get('/statement', requireAuth(), async (req, res) => {
    res.json(recordOf(statementRecord, await invoices.statement(req.viewer, req.query.clientId)));
  });

  // Staff's receivables views, also before /:id: the ageing, and the export for Xero or Sage as a file
  // (which names each client, their address and e-mail: a token needs users:read too).
  router.get('/ageing', staff, async (req, res) => {
    res.json(recordOf(receivablesAgeingRecord, await services.receivablesAgeing.ageing(req.viewer, { asOf: req.query.asOf })));
  });

  router.get('/export', staff, tokenAlsoNeeds('users:read'), async (req, res) => {
    const { format, from, to, accountCode } = req.query;
    const file = await services.accountingExport.export(req.viewer, { format, from, to, accountCode });
    res.set({ 'Content-Type': file.contentType, 'Content-Disposition': attachmentDisposition(file.fileName), 'Cache-Control': 'no-store' });
    res.send(file.content);
  });

  router.get('/:id', requireAuth(), async (req, res) => {
    res.json(invoiceJson(req)(await invoices.get(req.viewer, String(req.params.id))));
  });

  // The PDF names who it is to: a token needs users:read too.
  router.get('/:id/pdf', requireAuth(), tokenAlsoNeeds('users:read'), async (req, res) => {
    const { fileName, pdf } = await invoices.copyPdf(req.viewer, String(req.params.id));
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.length),
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'no-store',
    });
    res.end(pdf);
  });

  router.post('/', staff, async (req, res) => {
    res.status(201).json(invoiceJson(req)(await invoices.create(req.viewer, req.body, requestOrigin(req))));
  });

  router.patch('/:id', staff, async (req, res) => {
    res.json(invoiceJson(req)(await invoices.update(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  router.delete('/:id', staff, async (req, res) => {
    res.json(invoiceJson(req)(await invoices.remove(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  router.post('/:id/issue', staff, async (req, res) => {
    res.json(invoiceJson(req)(await invoices.issue(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  // A credit note against the invoice: the body's reason and lines, the invoice from the path.
  router.post('/:id/credit-notes', staff, async (req, res) => {
    const body: unknown = req.body;
    const input = { ...(body && typeof body === 'object' ? body : {}), invoiceId: String(req.params.id) };
    res.status(201).json(invoiceJson(req)(await invoices.createCreditNote(req.viewer, input, requestOrigin(req))));
  });

  return router;
}
