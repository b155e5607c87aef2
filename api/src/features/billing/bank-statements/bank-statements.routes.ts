import { Router } from 'express';
import { adminRoles, staffRoles } from '../../../accounts/roles';
import { requestOrigin } from '../../../auth/session';
import type { Services } from '../../../context/services';
import { requireAuth } from '../../../http/respond';
import { listPagingOfQuery } from '../../../shared/list-paging';
import { sendListPage } from '../../changes';
import { recordOf } from '../../../shared/record-shape';
import { receiveMultipartDocument, refuseOversizedUploads } from '../../documents';
import { bankAccountRecord, bankStatementLineRecord, statementImportRecord } from './bank-statements.record';
import { MAX_STATEMENT_BYTES } from './statement-bounds';

/** The REST entry point for bank statements (docs/billing.md#bank-statements); every rule is in BankStatementsService. */
export function bankStatementRoutes(services: Services): Router {
  const router = Router();
  const statements = services.bankStatements;
  const staff = requireAuth(...staffRoles);

  router.get('/accounts', staff, async (req, res) => {
    res.json((await statements.listAccounts(req.viewer)).map((account) => recordOf(bankAccountRecord, account)));
  });

  router.post('/accounts', requireAuth(...adminRoles), async (req, res) => {
    res.status(201).json(recordOf(bankAccountRecord, await statements.createAccount(req.viewer, req.body, requestOrigin(req))));
  });

  router.put('/accounts/:id', requireAuth(...adminRoles), async (req, res) => {
    res.json(recordOf(bankAccountRecord, await statements.updateAccount(req.viewer, String(req.params.id), req.body, requestOrigin(req))));
  });

  // ?accountId= and ?status=, and ?first=, ?after= and ?updated_since= for the page
  // (docs/integrations.md#pages-and-sync); the total and the next page's cursor in headers.
  router.get('/lines', staff, async (req, res) => {
    const { accountId, status } = req.query;
    const paging = listPagingOfQuery(req.query, { alwaysPaged: true });
    const page = await statements.pageLines(req.viewer, { accountId, status }, paging);
    sendListPage(res, paging, page, (line) => recordOf(bankStatementLineRecord, line));
  });

  router.post('/lines/:id/match', staff, async (req, res) => {
    const line = await statements.match(req.viewer, { ...req.body, lineId: String(req.params.id) }, requestOrigin(req));
    res.json(recordOf(bankStatementLineRecord, line));
  });

  router.post('/lines/:id/ignore', staff, async (req, res) => {
    res.json(recordOf(bankStatementLineRecord, await statements.ignore(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  router.post('/lines/:id/restore', staff, async (req, res) => {
    res.json(recordOf(bankStatementLineRecord, await statements.restore(req.viewer, String(req.params.id), requestOrigin(req))));
  });

  router.post('/:accountId/import', staff, refuseOversizedUploads(MAX_STATEMENT_BYTES), async (req, res) => {
    const summary = await receiveMultipartDocument(req, MAX_STATEMENT_BYTES, (file) =>
      statements.importStatement(req.viewer, String(req.params.accountId), file, requestOrigin(req)),
    );
    res.json(recordOf(statementImportRecord, summary));
  });

  return router;
}
