import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { DocumentTypeCheck, isDocumentOfType } from './document-file-type';
import { files, storedZip } from './document-test-kit';

/** Streams bytes through the check in chunks of `size`, as a network would deliver them. */
async function throughCheck(bytes: Buffer, extension: '.pdf' | '.docx' | '.xlsx' | '.doc' | '.xls', size: number, maxBytes?: number) {
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
  return text(
    Readable.from(chunks)
      .pipe(new DocumentTypeCheck(extension, maxBytes))
      .on('error', () => {}),
  );
}

describe('recognising a document by its bytes', () => {
  it.each([
    ['a PDF', files.pdf(), '.pdf'],
    ['a DOCX', files.docx(), '.docx'],
    ['an XLSX', files.xlsx(), '.xlsx'],
    ['a .doc (OLE2)', files.ole2(), '.doc'],
    ['an .xls (OLE2)', files.ole2(), '.xls'],
  ] as const)('accepts %s', async (_name, bytes, extension) => {
    expect(await isDocumentOfType(bytes, extension)).toBe(true);
  });

  it.each([
    ['a Windows executable named .pdf', files.exe(), '.pdf'],
    ['a text file named .pdf', files.text(), '.pdf'],
    ['a PDF named .docx', files.pdf(), '.docx'],
    ['a Word document named .xlsx', files.docx(), '.xlsx'],
    ['a workbook named .docx', files.xlsx(), '.docx'],
    ['a plain ZIP named .docx', files.zip(), '.docx'],
    ['an executable named .doc', files.exe(), '.doc'],
    ['a PDF named .xls', files.pdf(), '.xls'],
    ['an empty file', Buffer.alloc(0), '.pdf'],
    ['a file shorter than the signature', Buffer.from('%PD'), '.pdf'],
  ] as const)('refuses %s', async (_name, bytes, extension) => {
    expect(await isDocumentOfType(bytes, extension)).toBe(false);
  });

  it('passes the bytes through unchanged, whatever the chunk size, and finds entries cut by a chunk boundary', async () => {
    for (const size of [1, 3, 7, 31, 64, 4096]) {
      const docx = files.docx();
      await expect(throughCheck(docx, '.docx', size)).resolves.toBe(docx.toString());
      await expect(throughCheck(files.pdf(), '.pdf', size)).resolves.toBe(files.pdf().toString());
    }
  });

  it('tells a workbook from a Word document by the folder its entries sit in', async () => {
    const workbook = storedZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ]);
    expect(await isDocumentOfType(workbook, '.xlsx')).toBe(true);
    expect(await isDocumentOfType(workbook, '.docx')).toBe(false);
  });

  it('fails with 415 and a message naming the accepted types', async () => {
    const check = new DocumentTypeCheck('.pdf');
    const failure = new Promise((resolve) => check.on('error', resolve));
    check.resume();
    check.end(files.exe());
    await expect(failure).resolves.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted',
    });
  });

  it('fails with 413 past the byte limit, and accepts exactly the limit', async () => {
    const pdf = files.pdf();
    await expect(throughCheck(pdf, '.pdf', 100, pdf.length)).resolves.toHaveLength(pdf.length);
    const check = new DocumentTypeCheck('.pdf', pdf.length - 1);
    const failure = new Promise((resolve) => check.on('error', resolve));
    check.resume();
    check.end(pdf);
    await expect(failure).resolves.toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
