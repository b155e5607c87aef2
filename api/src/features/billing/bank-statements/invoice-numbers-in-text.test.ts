import { invoiceNumberIndex } from './invoice-numbers-in-text';

describe('finding invoice numbers in a bank line', () => {
  const index = invoiceNumberIndex([
    { id: 'a', number: 'INV-2026-0001' },
    { id: 'b', number: 'INV-2026-0002' },
    { id: 'c', number: 'INV-00012' },
    { id: 'd', number: 'INV-0001' },
  ]);
  const named = (text: string) => index.namedIn(text).map((invoice) => invoice.id);

  it('ignores case, spaces and hyphens', () => {
    expect(named('DLAMINI INV-2026-0001')).toEqual(['a']);
    expect(named('payment inv 2026 0001')).toEqual(['a']);
    expect(named('INV20260002 thanks')).toEqual(['b']);
  });

  it('does not take a longer number for a shorter one', () => {
    expect(named('INV-00012')).toEqual(['c']);
    expect(named('INV-0001')).toEqual(['d']);
    expect(named('INV-00013')).toEqual([]);
  });

  it('finds every invoice a line names', () => {
    expect(named('INV-2026-0001 and INV-2026-0002')).toEqual(['a', 'b']);
    expect(named('MONTHLY FEE')).toEqual([]);
  });
});
