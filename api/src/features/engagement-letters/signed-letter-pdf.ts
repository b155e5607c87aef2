import type MarkdownIt from 'markdown-it';
import { letterMarkdown } from './letter-markdown';
import PDFDocument from 'pdfkit';
import { firmIdentity } from '../../../../validation/firm-identity';
import { formatLetterDate, formatSigningTime } from '../../../../validation/engagement-letter-values';
import { toStandardFontText } from '../../shared/pdf-standard-font-text';

/** What the signed PDF shows: the letter as sent, the signature, and the signing evidence. */
export interface SignedLetterPdfInput {
  letterId: string;
  title: string;
  /** The letter's Markdown as sent. */
  body: string;
  bodySha256: string;
  engagementTitle: string;
  sentAt: Date;
  sentByName: string | null;
  signer: {
    /** As they typed it. */
    name: string;
    email: string;
    ipAddress: string | null;
    userAgent: string | null;
    signedAt: Date;
    withTwoStep: boolean;
  };
  signature: { kind: 'drawn'; png: Uint8Array } | { kind: 'typed'; text: string };
}

/** The plain words on the evidence page about the signature's legal force (docs/product.md#the-signed-pdf). */
export const ECTA_STATEMENT =
  'South Africa’s Electronic Communications and Transactions Act, 2002 (section 13) gives an electronic signature legal force ' +
  'for an agreement that no law requires to be signed by hand, as no law requires for this engagement letter. The signer agreed ' +
  'to sign electronically, and this page records who signed, when, from where and the exact text that was signed.';

export const OWN_FINGERPRINT_NOTE =
  'A PDF file cannot contain its own fingerprint: the SHA-256 fingerprint of this file was recorded with the firm when the file ' +
  'was made, and the client portal shows it with the letter. The fingerprint of your copy must be the same.';

const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  code: 'Courier',
  signature: 'Times-Italic',
} as const;
const BODY_SIZE = 10.5;
const LINE_GAP = 2.5;
const HEADING_SIZES = [16, 13.5, 12, 11, 10.5, 10.5];
const GREY = '#555555';
const INK = '#111111';
const MARGIN = { top: 56, bottom: 64, left: 62, right: 62 };

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  code: boolean;
}

type Token = ReturnType<MarkdownIt['parse']>[number];

const markdown = letterMarkdown;

/** An inline token's children as runs of one style each. */
function runsOf(inline: Token | undefined): Run[] {
  const runs: Run[] = [];
  let bold = false;
  let italic = false;
  let href: string | null = null;
  let linkText = '';
  const push = (text: string, code = false) => {
    if (!text) return;
    if (href !== null) linkText += text;
    runs.push({ text, bold, italic, code });
  };
  for (const child of inline?.children ?? []) {
    switch (child.type) {
      case 'text':
      case 'html_inline':
        push(child.content);
        break;
      case 'code_inline':
        push(child.content, true);
        break;
      case 'softbreak':
        push(' ');
        break;
      case 'hardbreak':
        push('\n');
        break;
      case 'strong_open':
      case 'strong_close':
        bold = child.type === 'strong_open';
        break;
      case 'em_open':
      case 'em_close':
        italic = child.type === 'em_open';
        break;
      case 'link_open':
        href = child.attrGet('href');
        linkText = '';
        break;
      case 'link_close':
        // The address too, unless the link shows it already: on paper a link is its address.
        if (href && href !== linkText && `mailto:${linkText}` !== href) push(` (${href})`);
        href = null;
        break;
      case 'image':
        push(`[${child.content || 'image'}]`);
        break;
      default:
        push(child.content);
    }
  }
  return runs;
}

class LetterWriter {
  readonly doc: PDFKit.PDFDocument;
  private indent = 0;
  private readonly lists: { ordered: boolean; next: number }[] = [];
  private marker: string | null = null;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  get left() {
    return this.doc.page.margins.left;
  }

  get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** A new page unless `height` points still fit on this one. */
  keepRoom(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** Runs written as one flowing paragraph at the current indent, after the list marker if one waits. */
  paragraph(runs: Run[], size = BODY_SIZE, font: { bold?: boolean } = {}) {
    const parts = runs.map((run) => ({ ...run, text: toStandardFontText(run.text) })).filter((run) => run.text.length > 0);
    if (parts.length === 0) return;
    const x = this.left + this.indent;
    const width = this.width - this.indent;
    this.keepRoom(size * 1.6);
    this.doc.fillColor(INK);
    if (this.marker) {
      const y = this.doc.y;
      this.doc
        .font(FONT.regular)
        .fontSize(size)
        .text(this.marker, x - 16, y, { width: 14, align: 'right', lineBreak: false });
      this.doc.y = y;
      this.marker = null;
    }
    parts.forEach((run, index) => {
      const bold = run.bold || font.bold;
      const face = run.code ? FONT.code : bold && run.italic ? FONT.boldItalic : bold ? FONT.bold : run.italic ? FONT.italic : FONT.regular;
      this.doc.font(face).fontSize(size);
      const options = { width, continued: index < parts.length - 1, lineGap: LINE_GAP };
      if (index === 0) this.doc.text(run.text, x, this.doc.y, options);
      else this.doc.text(run.text, options);
    });
  }

  /** The letter's Markdown: headings, paragraphs, bold and italic, bullet and numbered lists, quotes, code, rules. */
  markdown(text: string) {
    const tokens = markdown.parse(text, {});
    for (let index = 0; index < tokens.length; index += 1) {
      const token = tokens[index];
      switch (token.type) {
        case 'heading_open': {
          const level = Number(token.tag.slice(1));
          this.doc.moveDown(level <= 2 ? 0.6 : 0.3);
          this.keepRoom(HEADING_SIZES[level - 1] * 4);
          this.paragraph(runsOf(tokens[index + 1]), HEADING_SIZES[level - 1], { bold: true });
          this.doc.moveDown(0.35);
          index += 2;
          break;
        }
        case 'paragraph_open':
          this.paragraph(runsOf(tokens[index + 1]));
          // A tight list's paragraphs are hidden: its items follow each other closely.
          this.doc.moveDown(token.hidden ? 0.15 : 0.6);
          index += 2;
          break;
        case 'bullet_list_open':
        case 'ordered_list_open':
          this.lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
          this.indent += 18;
          break;
        case 'bullet_list_close':
        case 'ordered_list_close':
          this.lists.pop();
          this.indent -= 18;
          if (this.lists.length === 0) this.doc.moveDown(0.45);
          break;
        case 'list_item_open': {
          const list = this.lists[this.lists.length - 1];
          this.marker = list.ordered ? `${list.next++}.` : this.lists.length % 2 === 1 ? '•' : '–';
          break;
        }
        case 'blockquote_open':
          this.indent += 14;
          break;
        case 'blockquote_close':
          this.indent -= 14;
          break;
        case 'hr': {
          this.keepRoom(20);
          const y = this.doc.y + 4;
          this.doc
            .moveTo(this.left + this.indent, y)
            .lineTo(this.left + this.width, y)
            .lineWidth(0.5)
            .strokeColor('#999999')
            .stroke();
          this.doc.y = y + 10;
          break;
        }
        case 'code_block':
        case 'fence':
          this.paragraph([{ text: token.content.replace(/\n$/, ''), bold: false, italic: false, code: true }], 9);
          this.doc.moveDown(0.6);
          break;
        case 'html_block':
          this.paragraph([{ text: token.content, bold: false, italic: false, code: false }]);
          this.doc.moveDown(0.6);
          break;
        default:
          break;
      }
    }
  }

  /** A label and its value on the evidence page; `mono` for fingerprints, which must not wrap. */
  fact(label: string, value: string, mono = false) {
    this.keepRoom(34);
    this.doc.font(FONT.bold).fontSize(9).fillColor(GREY).text(toStandardFontText(label), this.left, this.doc.y, { width: this.width });
    this.doc
      .font(mono ? FONT.code : FONT.regular)
      .fontSize(mono ? 8.5 : 10.5)
      .fillColor(INK)
      .text(toStandardFontText(value), { width: this.width, lineGap: LINE_GAP });
    this.doc.moveDown(0.45);
  }
}

function letterhead(writer: LetterWriter) {
  const { doc } = writer;
  const office = firmIdentity.headOffice;
  doc.font(FONT.bold).fontSize(14).fillColor(INK).text(toStandardFontText(firmIdentity.name), writer.left, MARGIN.top);
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(GREY)
    .text(toStandardFontText([...office.addressLines, `${office.phone.display} · ${office.email}`].join('\n')), { lineGap: 1 });
  const y = doc.y + 8;
  doc
    .moveTo(writer.left, y)
    .lineTo(writer.left + writer.width, y)
    .lineWidth(0.75)
    .strokeColor('#999999')
    .stroke();
  doc.y = y + 16;
}

function signatureBlock(writer: LetterWriter, input: SignedLetterPdfInput) {
  const { doc } = writer;
  doc.moveDown(1);
  writer.keepRoom(170);
  doc.font(FONT.bold).fontSize(10.5).fillColor(INK).text('Signed by the client', writer.left, doc.y);
  doc.moveDown(0.4);
  const top = doc.y;
  if (input.signature.kind === 'drawn') {
    doc.image(Buffer.from(input.signature.png), writer.left, top, { fit: [230, 80], valign: 'bottom' });
    doc.y = top + 80;
  } else {
    doc
      .font(FONT.signature)
      .fontSize(26)
      .fillColor('#1a237e')
      .text(toStandardFontText(input.signature.text), writer.left, top + 20, { width: 300 });
    doc.y = Math.max(doc.y, top + 80);
  }
  const line = doc.y + 2;
  doc
    .moveTo(writer.left, line)
    .lineTo(writer.left + 260, line)
    .lineWidth(0.75)
    .strokeColor('#333333')
    .stroke();
  doc.y = line + 6;
  doc.font(FONT.regular).fontSize(9.5).fillColor(INK).text(toStandardFontText(input.signer.name), writer.left, doc.y);
  doc.fillColor(GREY).text(`Signed electronically on ${formatSigningTime(input.signer.signedAt)}`);
  doc.moveDown(0.8);
  doc
    .fillColor(GREY)
    .fontSize(9)
    .text(
      toStandardFontText(
        `For ${firmIdentity.name}: sent${input.sentByName ? ` by ${input.sentByName}` : ''} on ${formatLetterDate(input.sentAt)}.`,
      ),
      { width: writer.width },
    );
}

function evidencePage(writer: LetterWriter, input: SignedLetterPdfInput) {
  const { doc } = writer;
  doc.addPage();
  doc.font(FONT.bold).fontSize(16).fillColor(INK).text('Signing evidence', writer.left, MARGIN.top);
  doc.moveDown(0.8);
  writer.fact('Letter', input.title);
  writer.fact('Engagement', input.engagementTitle);
  writer.fact('Letter reference', input.letterId, true);
  writer.fact('Signed by (full name as typed)', input.signer.name);
  writer.fact('E-mail address', input.signer.email);
  writer.fact('Signed at', formatSigningTime(input.signer.signedAt));
  writer.fact('IP address', input.signer.ipAddress ?? 'Not known');
  writer.fact('Device (browser’s user agent)', input.signer.userAgent ?? 'Not known');
  writer.fact(
    'Two-step sign-in',
    input.signer.withTwoStep
      ? 'Yes: the session the letter was signed in had passed two-step sign-in'
      : 'No: the session the letter was signed in was signed in with a password alone',
  );
  writer.fact('Signature', input.signature.kind === 'drawn' ? 'Drawn on the screen' : 'Name typed as the signature');
  writer.fact('Agreement to sign electronically', 'Given: the signer ticked that they agree to sign this letter electronically');
  writer.fact('SHA-256 fingerprint of the letter’s text as sent', input.bodySha256, true);
  writer.fact('Sent', `${formatLetterDate(input.sentAt)}${input.sentByName ? `, by ${input.sentByName}` : ''}`);
  doc.moveDown(0.6);
  writer.keepRoom(120);
  doc.font(FONT.regular).fontSize(9.5).fillColor(INK).text(toStandardFontText(ECTA_STATEMENT), writer.left, doc.y, {
    width: writer.width,
    lineGap: LINE_GAP,
  });
  doc.moveDown(0.6);
  doc.text(toStandardFontText(OWN_FINGERPRINT_NOTE), { width: writer.width, lineGap: LINE_GAP });
}

/** "Khanya Tax & Advisory · (title) · Page 1 of 3" at the foot of every page. */
function footers(writer: LetterWriter, title: string) {
  const { doc } = writer;
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    // Written inside the bottom margin: without the margin for a moment, so no page is added.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(GREY)
      .text(
        toStandardFontText(`${firmIdentity.name} · ${title} · Page ${page - start + 1} of ${count}`),
        writer.left,
        doc.page.height - 40,
        {
          width: writer.width,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The signed letter as a PDF (pdfkit, its standard fonts only): the letterhead, the title and the
 * letter's Markdown as sent, the signature (the drawn image, or the typed name in an italic face)
 * with the name and time, then a last page of signing evidence. Resolves with the file's bytes;
 * rejects when the document cannot be made (an image pdfkit cannot read, say).
 */
export function renderSignedLetterPdf(input: SignedLetterPdfInput): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      info: {
        Title: toStandardFontText(input.title),
        Author: firmIdentity.name,
        Subject: 'Engagement letter signed electronically',
        Creator: `${firmIdentity.name} client portal`,
        CreationDate: input.signer.signedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const writer = new LetterWriter(doc);
      letterhead(writer);
      writer.paragraph([{ text: input.title, bold: true, italic: false, code: false }], 16);
      doc.moveDown(0.6);
      writer.markdown(input.body);
      signatureBlock(writer, input);
      evidencePage(writer, input);
      footers(writer, input.title);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
