import { compact, pdfPages } from '../engagement-letters/engagement-letters-test-kit';
import type { InvoiceDocument } from './invoice-document';
import { invoiceTitle, quantityText, renderInvoicePdf } from './invoice-pdf';

/** A full tax invoice from a vendor to a vendor: R 5 750.00 with VAT, over R 5 000. */
const full: InvoiceDocument = {
  kind: 'invoice',
  number: 'INV-00042',
  issuedOn: '2026-11-28',
  dueOn: '2026-12-28',
  supplier: {
    name: 'Khanya Tax & Advisory (Pty) Ltd',
    addressLines: ['14 New Road, Halfway House', 'Midrand, 1685'],
    vatNumber: '4150123456',
    registrationNumber: '2015/123456/07',
    email: 'accounts@khanya-advisory.co.za',
    phone: '+27 11 312 4580',
    bank: {
      bankName: 'First National Bank',
      accountHolder: 'Khanya Tax & Advisory',
      accountNumber: '62001234567',
      branchCode: '250655',
      accountType: 'cheque',
    },
  },
  recipient: {
    name: 'Dlamini Logistics (Pty) Ltd',
    addressLines: ['Unit 4, Midway Industrial Park', 'Midrand 1686'],
    vatNumber: '4987654321',
  },
  vatBasisPoints: 1500,
  lines: [
    {
      description: 'Annual financial statements 2026',
      quantityThousandths: 1000,
      unitPriceCents: 400_000,
      treatment: 'standard',
      netCents: 400_000,
      vatCents: 60_000,
      grossCents: 460_000,
    },
    {
      description: 'Tax consulting (hours)',
      quantityThousandths: 2500,
      unitPriceCents: 40_000,
      treatment: 'standard',
      netCents: 100_000,
      vatCents: 15_000,
      grossCents: 115_000,
    },
  ],
  netCents: 500_000,
  vatCents: 75_000,
  totalCents: 575_000,
  credits: null,
  reason: null,
  notes: 'Purchase order 7781',
  paymentReference: 'INV-00042',
  copy: false,
};

const textOf = async (document: InvoiceDocument) => (await pdfPages(await renderInvoicePdf(document))).join('\n');

describe('the invoice PDF', () => {
  it('shows everything section 20(4) asks of a full tax invoice', async () => {
    const pdf = await renderInvoicePdf(full);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = compact((await pdfPages(pdf)).join('\n'));
    for (const expected of [
      'TaxInvoice',
      'KhanyaTax&Advisory(Pty)Ltd',
      '14NewRoad,HalfwayHouse',
      'VATregistrationnumber:4150123456',
      'DlaminiLogistics(Pty)Ltd',
      'Unit4,MidwayIndustrialPark',
      'VATregistrationnumber:4987654321',
      'Invoicenumber:INV-00042',
      'Dateofissue:28November2026',
      'Duedate:28December2026',
      'Annualfinancialstatements2026',
      'Taxconsulting(hours)',
      '2.5',
      'TotalexcludingVAT',
      'VATat15%',
      'TotalincludingVAT',
      'Reference:INV-00042',
      'Purchaseorder7781',
    ]) {
      expect(text).toContain(expected);
    }
    // The amounts, as formatCents prints them (its spaces are dropped with the rest).
    for (const amount of ['R5000.00', 'R750.00', 'R5750.00', 'R400.00']) expect(text).toContain(amount);
    expect(text).not.toContain('COPY');
  });

  it('says COPY on a copy only, and Invoice without VAT from a firm that is no vendor', async () => {
    expect(await textOf({ ...full, copy: true })).toMatch(/COPY/);
    const plain = { ...full, supplier: { ...full.supplier, vatNumber: null }, vatBasisPoints: 0, vatCents: 0, totalCents: 500_000 };
    expect(invoiceTitle(plain)).toBe('Invoice');
    const text = await textOf(plain);
    expect(text).toMatch(/^Invoice$/m);
    expect(text).not.toMatch(/VAT at|Tax Invoice/);
  });

  it('names the invoice a credit note corrects, and why', async () => {
    const note: InvoiceDocument = {
      ...full,
      kind: 'credit_note',
      number: 'CN-00003',
      dueOn: null,
      credits: { number: 'INV-00042', issuedOn: '2026-11-28' },
      reason: 'The consulting hours were billed twice',
      paymentReference: null,
    };
    const text = compact(await textOf(note));
    for (const expected of [
      'CreditNote',
      'Creditnotenumber:CN-00003',
      'CreditstaxinvoiceINV-00042of28November2026',
      'Reason:Theconsultinghourswerebilledtwice',
      'Totalcredited',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('PaybyEFT');
  });

  it('flows many lines onto further pages, and draws any text without failing', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      ...full.lines[1],
      description: `Line ${index + 1}: Ẓulu 🦓 ${'long words '.repeat(index % 7)}`,
    }));
    const pages = await pdfPages(await renderInvoicePdf({ ...full, lines }));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    expect(pages.at(-1)).toContain('Line 60');
    expect(pages[1]).toContain('Description');
  });

  it('prints quantities as typed: whole, or with up to three decimals', () => {
    expect([1000, 2500, 1250, 1, 100_000_000].map(quantityText)).toEqual(['1', '2.5', '1.25', '0.001', '100000']);
  });
});
