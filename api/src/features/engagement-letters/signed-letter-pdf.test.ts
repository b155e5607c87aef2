import { createHash } from 'node:crypto';
import { ECTA_STATEMENT, renderSignedLetterPdf, type SignedLetterPdfInput } from './signed-letter-pdf';
import { toStandardFontText } from '../../shared/pdf-standard-font-text';
import { compact, pdfPages, signaturePng } from './engagement-letters-test-kit';

const body = `# Our agreement

Dear **Sipho**, this letter sets out *what we will do* and ***what it costs***.

## The work

- Prepare your ITR12 return
- Submit it on SARS eFiling
  - and check the ITA34 assessment

1. Upload your IRP5
2. Approve the return

> Your information is kept under POPIA.

Fees: R 12 500.00, see [our terms](https://www.khanya-advisory.co.za/terms).
`;

const input = (signature: SignedLetterPdfInput['signature']): SignedLetterPdfInput => ({
  letterId: '3f1c2a9e-1111-4c8e-9d55-7a0b8f1d2e40',
  title: 'Tax return engagement letter',
  body,
  bodySha256: createHash('sha256').update(body).digest('hex'),
  engagementTitle: 'Individual income tax return 2026',
  sentAt: new Date('2026-11-20T08:00:00Z'),
  sentByName: 'Lerato Mokoena',
  signer: {
    name: 'Sipho M. Dlamini',
    email: 'client@example.com',
    ipAddress: '198.51.100.7',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    signedAt: new Date('2026-11-26T12:05:09Z'),
    withTwoStep: true,
  },
  signature,
});

describe('the signed letter PDF', () => {
  it('draws the letter’s Markdown, the drawn signature and a last page of signing evidence', async () => {
    const pdf = await renderSignedLetterPdf(input({ kind: 'drawn', png: signaturePng() }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const letter = pages.slice(0, -1).join('\n');
    expect(letter).toContain('Khanya Tax & Advisory');
    expect(letter).toContain('Tax return engagement letter');
    expect(letter).toContain('Our agreement');
    expect(letter).toContain('Dear Sipho, this letter sets out what we will do and what it costs.');
    expect(letter).toMatch(/•\s*Prepare your ITR12 return/);
    expect(letter).toMatch(/–\s*and check the ITA34 assessment/);
    expect(letter).toMatch(/1\.\s*Upload your IRP5/);
    expect(letter).toMatch(/2\.\s*Approve the return/);
    expect(letter).toContain('Your information is kept under POPIA.');
    expect(letter).toContain('our terms (https://www.khanya-advisory.co.za/terms)');
    expect(letter).toContain('Signed electronically on 26 November 2026, 14:05:09 SAST');

    const evidence = pages[pages.length - 1];
    expect(evidence).toContain('Signing evidence');
    expect(evidence).toContain('Sipho M. Dlamini');
    expect(evidence).toContain('client@example.com');
    expect(evidence).toContain('26 November 2026, 14:05:09 SAST');
    expect(evidence).toContain('198.51.100.7');
    expect(compact(evidence)).toContain(compact(input({ kind: 'typed', text: 'x' }).signer.userAgent!));
    expect(evidence).toContain('Yes: the session the letter was signed in had passed two-step sign-in');
    expect(evidence).toContain(input({ kind: 'typed', text: 'x' }).bodySha256);
    expect(compact(evidence)).toContain(compact(ECTA_STATEMENT));
    expect(evidence).toContain('Page 2 of 2');
  });

  it('writes a typed signature in words, and text the standard fonts cannot draw without garbling the rest', async () => {
    const pages = await pdfPages(
      await renderSignedLetterPdf({
        ...input({ kind: 'typed', text: 'Sipho Dlamini' }),
        body: 'Dear Ngāti 😀 Ŝipho — “quoted” € 100',
        signer: { ...input({ kind: 'typed', text: '' }).signer, withTwoStep: false },
      }),
    );
    const all = pages.join('\n');
    expect(all).toContain('Dear Ngati ? Sipho — “quoted” € 100');
    expect(all).toContain('Sipho Dlamini');
    expect(all).toContain('No: the session the letter was signed in was signed in with a password alone');
  });

  it('keeps Windows-1252 characters and replaces the others', () => {
    expect(toStandardFontText('Crème brûlée – “R 1 000” ™ ā 中')).toBe('Crème brûlée – “R 1 000” ™ a ?');
  });
});
