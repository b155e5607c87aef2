import PDFDocument from 'pdfkit';
import { firmIdentity } from '../../../../validation/firm-identity';
import { formatCents } from '../../../../validation/billing/money';
import { formatRate } from '../../../../validation/billing/vat';
import { formatQuantity } from '../../../../validation/billing/quantity-text';
import { formatLetterDay } from '../../../../validation/engagement-letter-values';
import { toStandardFontText } from '../../shared/pdf-standard-font-text';
import type { BankAccountType } from '../../../../validation/billing/billing-settings-input';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';

/*
 * A tax invoice or credit note as a PDF (docs/billing.md#the-pdf), drawn with pdfkit's standard
 * fonts (nothing embedded or downloaded): what section 20(4) of the VAT Act asks of a full tax
 * invoice, and section 21(3) of a credit note, from what the document kept when it was issued.
 */

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const SIZE = 9.5;
const GREY = '#555555';
const INK = '#111111';
const MARGIN = { top: 50, bottom: 60, left: 50, right: 50 };
const PAGE_WIDTH = 595.28; // A4, in points
const WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;

type ColumnKey = 'description' | 'quantity' | 'unitPrice' | 'net' | 'vat' | 'amount';
interface Column {
  key: ColumnKey;
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * The lines table's columns, left to right, in points adding up to the page's width between the
 * margins. A firm that is no vendor charges no VAT, so its table has no VAT columns at all.
 */
const VENDOR_COLUMNS: readonly Column[] = [
  { key: 'description', title: 'Description', width: 190, align: 'left' },
  { key: 'quantity', title: 'Quantity', width: 45, align: 'right' },
  { key: 'unitPrice', title: 'Unit price', width: 66, align: 'right' },
  { key: 'net', title: 'Excl. VAT', width: 66, align: 'right' },
  { key: 'vat', title: 'VAT', width: 60, align: 'right' },
  { key: 'amount', title: 'Amount', width: 68, align: 'right' },
];
const PLAIN_COLUMNS: readonly Column[] = [
  { key: 'description', title: 'Description', width: 316, align: 'left' },
  { key: 'quantity', title: 'Quantity', width: 45, align: 'right' },
  { key: 'unitPrice', title: 'Unit price', width: 66, align: 'right' },
  { key: 'amount', title: 'Amount', width: 68, align: 'right' },
];
// A figure wider than its column is printed smaller, down to this, rather than broken over two lines.
const SMALLEST_FIGURE_SIZE = 6.5;
const CELL_PADDING = 2;

const text = (value: string) => toStandardFontText(value);

/** The words at the head of the document. */
export function invoiceTitle(document: Pick<InvoiceDocument, 'kind' | 'supplier'>): string {
  if (document.kind === 'credit_note') return 'Credit Note';
  return document.supplier.vatNumber ? 'Tax Invoice' : 'Invoice';
}

const accountTypeLabels: Record<BankAccountType, string> = { cheque: 'Cheque', savings: 'Savings', transmission: 'Transmission' };

const treatmentMark = { standard: '', zero_rated: ' (zero-rated)', exempt: ' (exempt)' } as const;

class InvoiceWriter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: readonly Column[],
  ) {}

  private get bottom() {
    return this.doc.page.height - MARGIN.bottom;
  }

  /** Starts a new page when `height` more points would not fit. */
  ensure(height: number, onNewPage?: () => void): void {
    if (this.doc.y + height <= this.bottom) return;
    this.doc.addPage();
    onNewPage?.();
  }

  line(value: string, { bold = false, size = SIZE, color = INK, x = MARGIN.left, width = WIDTH, align = 'left' as const } = {}): void {
    this.doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(size)
      .fillColor(color)
      .text(text(value), x, this.doc.y, { width, align });
  }

  party(heading: string, party: InvoiceParty, extra: string[], x: number, top: number, width: number): number {
    this.doc.y = top;
    this.line(heading, { bold: true, color: GREY, x, width, size: 8.5 });
    this.line(party.name, { bold: true, x, width });
    for (const addressLine of party.addressLines) this.line(addressLine, { x, width });
    if (party.vatNumber) this.line(`VAT registration number: ${party.vatNumber}`, { x, width });
    for (const more of extra) this.line(more, { x, width });
    return this.doc.y;
  }

  rule(): void {
    const y = this.doc.y + 3;
    this.doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.doc.y = y + 5;
  }

  /** The size a figure is printed at so that it stays on one line of its cell. */
  private figureSize(figure: string, width: number, bold: boolean): number {
    const wide = this.doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(SIZE)
      .widthOfString(figure);
    return wide <= width ? SIZE : Math.max(SMALLEST_FIGURE_SIZE, (SIZE * width) / wide);
  }

  /** One row of the lines table: the description wraps, figures stay on one line; its height is its tallest cell's. */
  row(cells: Record<ColumnKey, string>, bold = false): void {
    const layout = this.columns.map((column) => {
      const value = text(cells[column.key]);
      const width = column.width - 2 * CELL_PADDING;
      const size = column.align === 'right' ? this.figureSize(value, width, bold) : SIZE;
      this.doc.font(bold ? FONT.bold : FONT.regular).fontSize(size);
      return { column, value, width, size, height: this.doc.heightOfString(value, { width }) };
    });
    const height = Math.max(...layout.map((cell) => cell.height));
    this.ensure(height + 4, () => this.header());
    const top = this.doc.y;
    let x = MARGIN.left;
    for (const cell of layout) {
      // A smaller figure sits on its row's baseline: lowered by the difference in Helvetica's ascent (0.718 of the size).
      const drop = (SIZE - cell.size) * 0.718;
      this.doc
        .font(bold ? FONT.bold : FONT.regular)
        .fontSize(cell.size)
        .fillColor(INK)
        .text(cell.value, x + CELL_PADDING, top + drop, { width: cell.width, align: cell.column.align });
      x += cell.column.width;
    }
    this.doc.y = top + height + 4;
  }

  header(): void {
    this.row(Object.fromEntries(this.columns.map((column) => [column.key, column.title])) as Record<ColumnKey, string>, true);
    this.rule();
  }

  /** A label and an amount at the right, as the totals are printed. */
  total(label: string, amount: string, bold = false): void {
    this.ensure(16);
    const top = this.doc.y;
    const labelWidth = 180;
    const amountWidth = 90;
    const x = MARGIN.left + WIDTH - labelWidth - amountWidth;
    this.doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(SIZE + (bold ? 1 : 0))
      .fillColor(INK)
      .text(text(label), x, top, { width: labelWidth, align: 'right' });
    this.doc.text(text(amount), x + labelWidth, top, { width: amountWidth, align: 'right' });
    this.doc.y = Math.max(this.doc.y, top + 14);
  }
}

function draw(doc: PDFKit.PDFDocument, document: InvoiceDocument): void {
  const vendor = document.supplier.vatNumber !== null;
  const writer = new InvoiceWriter(doc, vendor ? VENDOR_COLUMNS : PLAIN_COLUMNS);
  const credit = document.kind === 'credit_note';
  const title = invoiceTitle(document);

  // The heading, and "Copy" on every print after the original (section 20(3)).
  doc.font(FONT.bold).fontSize(20).fillColor(INK).text(title, MARGIN.left, MARGIN.top, { width: WIDTH });
  if (document.copy) writer.line('COPY', { bold: true, size: 14, color: '#b00020' });
  doc.moveDown(0.4);
  const numberLabel = credit ? 'Credit note number' : 'Invoice number';
  writer.line(`${numberLabel}: ${document.number}`, { bold: true });
  writer.line(`Date of issue: ${formatLetterDay(document.issuedOn)}`);
  if (document.dueOn) writer.line(`Due date: ${formatLetterDay(document.dueOn)}`);
  doc.moveDown(0.8);

  // Who it is from and to, side by side.
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  const supplier = document.supplier;
  const fromBottom = writer.party(
    'From',
    supplier,
    [
      ...(supplier.registrationNumber ? [`Registration number: ${supplier.registrationNumber}`] : []),
      ...(supplier.email ? [supplier.email] : []),
      ...(supplier.phone ? [supplier.phone] : []),
    ],
    MARGIN.left,
    top,
    half,
  );
  const toBottom = writer.party(credit ? 'Credited to' : 'Bill to', document.recipient, [], MARGIN.left + WIDTH / 2 + 10, top, half);
  doc.y = Math.max(fromBottom, toBottom) + 12;

  if (document.credits) {
    const credited = vendor ? 'tax invoice' : 'invoice';
    writer.line(`Credits ${credited} ${document.credits.number} of ${formatLetterDay(document.credits.issuedOn)}`, { bold: true });
  }
  if (document.reason) writer.line(`Reason: ${document.reason}`);
  if (document.credits || document.reason) doc.moveDown(0.6);

  // The lines, the header starting a page with at least one line under it.
  writer.ensure(45);
  writer.header();
  for (const line of document.lines) {
    writer.row({
      description: `${line.description}${vendor ? treatmentMark[line.treatment] : ''}`,
      quantity: formatQuantity(line.quantityThousandths),
      unitPrice: formatCents(line.unitPriceCents),
      net: formatCents(line.netCents),
      vat: formatCents(line.vatCents),
      amount: formatCents(line.grossCents),
    });
  }
  writer.rule();

  // The totals, together.
  writer.ensure(vendor ? 50 : 20);
  if (vendor) {
    writer.total('Total excluding VAT', formatCents(document.netCents));
    writer.total(`VAT at ${formatRate(document.vatBasisPoints)}`, formatCents(document.vatCents));
  }
  writer.total(credit ? 'Total credited' : vendor ? 'Total including VAT' : 'Total', formatCents(document.totalCents), true);
  doc.moveDown(1);

  if (document.notes) {
    writer.ensure(30);
    writer.line(`Note: ${document.notes}`);
    doc.moveDown(0.6);
  }

  // How to pay by EFT, with the number as the reference.
  if (!credit && supplier.bank) {
    writer.ensure(90);
    writer.line('Pay by EFT', { bold: true });
    const bank = supplier.bank;
    writer.line(`Bank: ${bank.bankName}`);
    writer.line(`Account holder: ${bank.accountHolder}`);
    writer.line(`Account number: ${bank.accountNumber}`);
    writer.line(`Branch code: ${bank.branchCode}`);
    if (bank.accountType) writer.line(`Account type: ${accountTypeLabels[bank.accountType]}`);
    if (document.paymentReference) writer.line(`Reference: ${document.paymentReference}`, { bold: true });
  }
}

/** "Page 1 of 2" at the foot of every page, once they are all drawn. */
function footers(doc: PDFKit.PDFDocument, document: InvoiceDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const y = doc.page.height - MARGIN.bottom + 20;
    // Written inside the bottom margin: without the margin for a moment, so no page is added.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(GREY)
      .text(
        text(`${document.supplier.name} · ${document.number}${document.copy ? ' · Copy' : ''} · Page ${index + 1} of ${range.count}`),
        MARGIN.left,
        y,
        { width: WIDTH, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = MARGIN.bottom;
  }
}

/** The document as PDF bytes; rejects when it cannot be made. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      info: {
        Title: text(`${invoiceTitle(document)} ${document.number}`),
        Author: text(document.supplier.name),
        Subject: text(`${invoiceTitle(document)} ${document.number}${document.copy ? ' (copy)' : ''}`),
        Creator: `${firmIdentity.name} client portal`,
        CreationDate: new Date(`${document.issuedOn}T10:00:00Z`),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc, document);
      footers(doc, document);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
