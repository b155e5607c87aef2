import { matchesFilter } from './documents-cache';
import { approvedReturn, ayesha, documentCard } from './documents-test-kit';

describe('which cached lists a document belongs in', () => {
  it('follows the server’s filters: category, status, client and search in name or description, any case', () => {
    const document = documentCard();
    expect(matchesFilter(document, null)).toBe(true);
    expect(matchesFilter(document, { category: 'FINANCIAL_STATEMENTS', status: 'PENDING' })).toBe(true);
    expect(matchesFilter(document, { category: 'TAX_RETURNS' })).toBe(false);
    expect(matchesFilter(document, { status: 'APPROVED' })).toBe(false);
    expect(matchesFilter(document, { clientId: ayesha.id })).toBe(false);
    expect(matchesFilter(document, { search: 'TRIAL balance' })).toBe(true);
    expect(matchesFilter(document, { search: 'accounting system' })).toBe(true);
    expect(matchesFilter(approvedReturn(), { search: 'accounting system' })).toBe(false);
    expect(matchesFilter(documentCard({ description: null }), { search: 'accounting system' })).toBe(false);
  });
});
