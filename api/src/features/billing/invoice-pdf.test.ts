import { compact, pdfPages } from '../engagement-letters/engagement-letters-test-kit';
import type { InvoiceDocument } from './invoice-document';
import { invoiceTitle, renderInvoicePdf } from './invoice-pdf';
import { formatQuantity as quantityText } from '../../../../validation/billing/quantity-text';

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

/** An abridged tax invoice (R 5 000.00 or less, section 20(5)) to a client with no VAT number or address on file. */
const abridged: InvoiceDocument = {
  ...full,
  number: 'INV-00043',
  recipient: { name: 'Thandi Mokoena', addressLines: [], vatNumber: null },
  lines: [
    {
      description: 'Personal income tax return 2026',
      quantityThousandths: 1000,
      unitPriceCents: 150_000,
      treatment: 'standard',
      netCents: 150_000,
      vatCents: 22_500,
      grossCents: 172_500,
    },
    {
      description: 'Export documentation',
      quantityThousandths: 1250,
      unitPriceCents: 10_000,
      treatment: 'zero_rated',
      netCents: 12_500,
      vatCents: 0,
      grossCents: 12_500,
    },
  ],
  netCents: 162_500,
  vatCents: 22_500,
  totalCents: 185_000,
  notes: null,
  paymentReference: 'INV-00043',
};

/** The same invoice from a firm that is no VAT vendor: no VAT charged, none shown. */
const plain: InvoiceDocument = {
  ...full,
  supplier: { ...full.supplier, vatNumber: null },
  vatBasisPoints: 0,
  lines: full.lines.map((line) => ({ ...line, vatCents: 0, grossCents: line.netCents })),
  vatCents: 0,
  totalCents: 500_000,
};

const creditNote: InvoiceDocument = {
  ...full,
  kind: 'credit_note',
  number: 'CN-00003',
  dueOn: null,
  lines: [full.lines[1]],
  netCents: 100_000,
  vatCents: 15_000,
  totalCents: 115_000,
  credits: { number: 'INV-00042', issuedOn: '2026-11-03' },
  reason: 'The consulting hours were billed twice',
  notes: null,
  paymentReference: null,
};

describe('the invoice PDF', () => {
  it('shows everything section 20(4) asks of a full tax invoice', async () => {
    const pdf = await renderInvoicePdf(full);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = compact((await pdfPages(pdf)).join('\n'));
    for (const expected of [
      'TaxInvoice',
      'KhanyaTax&Advisory(Pty)Ltd',
      '14NewRoad,HalfwayHouse',
      'Midrand,1685',
      'VATregistrationnumber:4150123456',
      'Registrationnumber:2015/123456/07',
      'accounts@khanya-advisory.co.za',
      '+27113124580',
      'Billto',
      'DlaminiLogistics(Pty)Ltd',
      'Unit4,MidwayIndustrialPark',
      'Midrand1686',
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
      'PaybyEFT',
      'Bank:FirstNationalBank',
      'Accountholder:KhanyaTax&Advisory',
      'Accountnumber:62001234567',
      'Branchcode:250655',
      'Accounttype:Cheque',
      'Reference:INV-00042',
      'Purchaseorder7781',
    ]) {
      expect(text).toContain(expected);
    }
    // Each line's value and VAT, and the totals, as formatCents prints them (its spaces are dropped with the rest).
    for (const amount of [
      'R4000.00',
      'R600.00',
      'R4600.00',
      'R400.00',
      'R1000.00',
      'R150.00',
      'R1150.00',
      'R5000.00',
      'R750.00',
      'R5750.00',
    ]) {
      expect(text).toContain(amount);
    }
    expect(text).not.toMatch(/COPY|Copy/);
  });

  it('shows what section 20(5) asks of an abridged one, and marks a zero-rated line', async () => {
    const text = compact(await textOf(abridged));
    for (const expected of [
      'TaxInvoice',
      'KhanyaTax&Advisory(Pty)Ltd',
      '14NewRoad,HalfwayHouse',
      'VATregistrationnumber:4150123456',
      'Invoicenumber:INV-00043',
      'Dateofissue:28November2026',
      'ThandiMokoena',
      'Personalincometaxreturn2026',
      'Exportdocumentation(zero-rated)',
      '1.25',
      'VATat15%',
      'R225.00',
      'TotalincludingVAT',
      'R1850.00',
    ]) {
      expect(text).toContain(expected);
    }
    // Only the firm's VAT number: the client has none.
    expect(text.match(/VATregistrationnumber/g)).toHaveLength(1);
  });

  it('says Invoice and shows no VAT from a firm that is no vendor', async () => {
    expect(invoiceTitle(plain)).toBe('Invoice');
    const text = await textOf(plain);
    expect(text).toMatch(/^Invoice$/m);
    expect(text).toContain('Total');
    expect(compact(text)).toContain('R5000.00');
    // The client's own VAT number is still theirs to see; nothing else about VAT is.
    expect(text.replace('VAT registration number: 4987654321', '')).not.toMatch(/VAT|Tax Invoice|4150123456/);
  });

  it('says COPY when it is a copy, and only then', async () => {
    expect(await textOf({ ...full, copy: true })).toMatch(/^COPY$/m);
    expect(await textOf(full)).not.toMatch(/COPY/i);
    expect(await textOf({ ...creditNote, copy: true })).toMatch(/^COPY$/m);
  });

  it('names the invoice a credit note corrects, and why', async () => {
    expect(invoiceTitle(creditNote)).toBe('Credit Note');
    const text = compact(await textOf(creditNote));
    for (const expected of [
      'CreditNote',
      'Creditnotenumber:CN-00003',
      'Dateofissue:28November2026',
      'CreditstaxinvoiceINV-00042of3November2026',
      'Reason:Theconsultinghourswerebilledtwice',
      'Creditedto',
      'DlaminiLogistics(Pty)Ltd',
      'Taxconsulting(hours)',
      'VATat15%',
      'R150.00',
      'Totalcredited',
      'R1150.00',
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/PaybyEFT|Duedate|-R/);
  });

  it('flows many lines onto further pages under the table header, and draws any text without failing', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      ...full.lines[1],
      description: `Line ${index + 1}: Ẓulu 🦓 ${'long words '.repeat(index % 7)}`,
    }));
    const pages = await pdfPages(await renderInvoicePdf({ ...full, recipient: { ...full.recipient, name: 'Ẓ 🦓 Trust' }, lines }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    // Each page's text runs are joined without spaces.
    for (const page of pages.slice(1)) expect(page).toMatch(/^DescriptionQuantityUnit priceExcl\. VATVATAmount$/m);
    // Beyond Windows-1252: the accent dropped, the emoji a question mark.
    expect(pages[0]).toContain('Line 1: Zulu ?');
    expect(pages[0]).toContain('Z ? Trust');
    expect(pages.at(-1)).toContain('Line 60');
  });

  it('keeps the largest figures on one line', async () => {
    const line = {
      ...full.lines[0],
      unitPriceCents: 9_999_999_999,
      netCents: 9_999_999_999,
      vatCents: 1_500_000_000,
      grossCents: 11_499_999_999,
    };
    const text = await textOf({ ...full, lines: [line], netCents: 9_999_999_999, vatCents: 1_500_000_000, totalCents: 11_499_999_999 });
    expect(text).toContain('R 99 999 999.99R 99 999 999.99R 15 000 000.00R 114 999 999.99');
  });

  it('is the same bytes each time it is made', async () => {
    const [first, second] = await Promise.all([renderInvoicePdf(full), renderInvoicePdf(full)]);
    expect(first.equals(second)).toBe(true);
  });

  it('prints quantities as typed: whole, or with up to three decimals', () => {
    expect([1000, 2500, 1250, 1, 100_000_000].map(quantityText)).toEqual(['1', '2.5', '1.25', '0.001', '100000']);
  });
});
