import { sanitizeOriginalName } from './original-name';

describe('the original name kept for a document', () => {
  it('keeps an ordinary name as it is', () => {
    expect(sanitizeOriginalName('2025 ITR14 Tax Return (final).pdf')).toBe('2025 ITR14 Tax Return (final).pdf');
    expect(sanitizeOriginalName('Ńdlovu — Ūitgawes.xlsx')).toBe('Ńdlovu — Ūitgawes.xlsx');
  });

  it('keeps only the last segment of a path with either slash', () => {
    expect(sanitizeOriginalName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeOriginalName('C:\\Users\\thabo\\Desktop\\VAT201.pdf')).toBe('VAT201.pdf');
    expect(sanitizeOriginalName('/var/www/../uploads/x.docx')).toBe('x.docx');
  });

  it('removes control and direction-override characters', () => {
    expect(sanitizeOriginalName('invoice\u0000\r\n.pdf')).toBe('invoice.pdf');
    expect(sanitizeOriginalName('statement\u202Efdp.exe')).toBe('statementfdp.exe');
    expect(sanitizeOriginalName('\u0007 bell .pdf')).toBe('bell .pdf');
  });

  it('falls back to "document" when nothing is left', () => {
    expect(sanitizeOriginalName('')).toBe('document');
    expect(sanitizeOriginalName(undefined)).toBe('document');
    expect(sanitizeOriginalName('../..')).toBe('document');
    expect(sanitizeOriginalName('dir/')).toBe('document');
  });

  it('caps the name at 255 characters and keeps the extension', () => {
    const long = `${'Verslag '.repeat(40)}.docx`;
    const kept = sanitizeOriginalName(long);
    expect(Array.from(kept)).toHaveLength(255);
    expect(kept.endsWith('.docx')).toBe(true);
    expect(Array.from(sanitizeOriginalName(`${'😀'.repeat(300)}.pdf`))).toHaveLength(255);
  });
});
