import PDFDocument from 'pdfkit';
import { firmIdentity } from '../../../../validation/firm-identity';
import { formatLetterDate } from '../../../../validation/engagement-letter-values';
import { formatRand } from '../../../../validation/money';
import {
  describeDay,
  isAnswered,
  organizerProgress,
  describeProgress,
  visibleQuestions,
  type OrganizerQuestionValues,
} from '../../../../validation/organizer-values';
import type { Organizer } from './organizer.entity';
import type { OrganizerAnswer } from './organizer-answer.entity';
import { toStandardFontText } from '../../shared/pdf-standard-font-text';

/** What the PDF of an organizer's answers shows (docs/product.md#organizers). */
export interface OrganizerPdfInput {
  organizer: Organizer;
  answers: OrganizerAnswer[];
  /** The uploaded files' names, by document id (a document since deleted is listed by its id). */
  documentNames: Map<string, string>;
  engagementTitle: string;
  clientName: string;
  sentByName: string | null;
  exportedAt: Date;
}

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
const GREY = '#555555';
const INK = '#111111';
const MARGIN = { top: 56, bottom: 64, left: 62, right: 62 };

/** An answer as the working papers read it. */
export function answerText(question: OrganizerQuestionValues, answer: OrganizerAnswer | undefined): string {
  if (!answer || !isAnswered(question, answer)) return 'Not answered';
  const { value } = answer;
  switch (question.kind) {
    case 'yes_no':
      return value ? 'Yes' : 'No';
    case 'amount':
      return formatRand(Number(value));
    case 'number':
      return String(value);
    case 'date':
      return describeDay(String(value));
    case 'multiple_choice':
      return (value as string[]).join('; ');
    case 'file':
      return `${answer.documentIds.length} file${answer.documentIds.length === 1 ? '' : 's'}`;
    default:
      return String(value);
  }
}

const STATUS_WORDS: Record<Organizer['status'], string> = {
  sent: 'Sent, not started',
  in_progress: 'Being filled in',
  submitted: 'Submitted',
  reopened: 'Reopened for another look',
  cancelled: 'Cancelled',
};

/**
 * The organizer's answers as a PDF for the working papers (pdfkit, its standard fonts only): the
 * firm, the organizer, client, engagement and dates, then each section's questions shown to the
 * client, each with its answer, its files by name and staff's note, and on every page a footer.
 */
export function renderOrganizerPdf(input: OrganizerPdfInput): Promise<Buffer> {
  const { organizer, answers } = input;
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      bufferPages: true,
      info: {
        Title: toStandardFontText(organizer.title),
        Author: firmIdentity.name,
        Subject: 'Organizer answers for the working papers',
        Creator: `${firmIdentity.name} client portal`,
        CreationDate: input.exportedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      const left = MARGIN.left;
      const width = doc.page.width - MARGIN.left - MARGIN.right;
      const bottom = () => doc.page.height - MARGIN.bottom;
      const keepRoom = (height: number) => {
        if (doc.y + height > bottom()) doc.addPage();
      };
      const write = (text: string, font: string, size: number, color = INK, indent = 0) => {
        keepRoom(size * 1.8);
        doc
          .font(font)
          .fontSize(size)
          .fillColor(color)
          .text(toStandardFontText(text), left + indent, doc.y, { width: width - indent, lineGap: 2 });
      };

      write(firmIdentity.name, FONT.bold, 14);
      write('Organizer answers for the working papers', FONT.regular, 9, GREY);
      doc.moveDown(0.8);
      write(organizer.title, FONT.bold, 16);
      doc.moveDown(0.3);
      const byKey = new Map(answers.map((answer) => [answer.questionKey, answer]));
      const progress = organizerProgress(organizer.sections, answers);
      const facts: [string, string][] = [
        ['Client', input.clientName],
        ['Engagement', input.engagementTitle],
        ['Status', STATUS_WORDS[organizer.status]],
        ['Progress', describeProgress(progress)],
        ['Sent', `${formatLetterDate(organizer.sentAt)}${input.sentByName ? ` by ${input.sentByName}` : ''}`],
        ['Due', describeDay(organizer.dueDate)],
        ['Submitted', organizer.submittedAt ? formatLetterDate(organizer.submittedAt) : 'Not yet'],
        ['Exported', formatLetterDate(input.exportedAt)],
      ];
      for (const [label, value] of facts) write(`${label}: ${value}`, FONT.regular, 10);
      if (organizer.description) {
        doc.moveDown(0.5);
        write(organizer.description, FONT.italic, 10, GREY);
      }

      const shown = new Set(visibleQuestions(organizer.sections, answers).map((question) => question.key));
      const notes = new Map(organizer.reviewNotes.map((note) => [note.questionKey, note.note]));
      for (const section of organizer.sections) {
        const questions = section.questions.filter((question) => shown.has(question.key));
        if (questions.length === 0) continue;
        doc.moveDown(0.8);
        keepRoom(60);
        write(section.title, FONT.bold, 13);
        if (section.description) write(section.description, FONT.italic, 9.5, GREY);
        doc.moveDown(0.3);
        for (const question of questions) {
          const answer = byKey.get(question.key);
          keepRoom(40);
          doc.moveDown(0.3);
          write(`${question.label}${question.required ? ' (required)' : ''}`, FONT.bold, 10.5);
          write(answerText(question, answer), FONT.regular, 10.5, INK, 12);
          if (question.kind === 'file' && answer)
            for (const documentId of answer.documentIds)
              write(
                `File: ${input.documentNames.get(documentId) ?? `document ${documentId} (no longer kept)`}`,
                FONT.regular,
                9.5,
                GREY,
                12,
              );
          const note = notes.get(question.key);
          if (note) write(`Note from the firm: ${note}`, FONT.italic, 9.5, GREY, 12);
        }
      }

      const { start, count } = doc.bufferedPageRange();
      for (let page = start; page < start + count; page += 1) {
        doc.switchToPage(page);
        // Written inside the bottom margin: without the margin for a moment, so no page is added.
        doc.page.margins.bottom = 0;
        doc
          .font(FONT.regular)
          .fontSize(8)
          .fillColor(GREY)
          .text(
            toStandardFontText(`${firmIdentity.name} · ${organizer.title} · Page ${page - start + 1} of ${count}`),
            left,
            doc.page.height - 40,
            {
              width,
              align: 'center',
              lineBreak: false,
            },
          );
        doc.page.margins.bottom = MARGIN.bottom;
      }
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
