import { archivePathOf } from './archive-names';

const ID = '6f1f9c52-3c1e-4c8e-9d55-7a0b8f1d2e40';
const pathOf = (originalName: string) => archivePathOf({ id: ID, originalName });

describe("a document's name inside the archive", () => {
  it('keeps a plain name, adds the start of the id before the extension', () => {
    expect(pathOf('2025 ITR14 Tax Return.pdf')).toBe('documents/2025 ITR14 Tax Return (6f1f9c52).pdf');
  });

  it('replaces separators, reserved and control characters, and cannot climb out of the folder', () => {
    expect(pathOf('../../etc/passwd')).toBe('documents/_.._etc_passwd (6f1f9c52)');
    expect(pathOf('a\\b:c*d?e"f<g>h|i\u0007.PDF')).toBe('documents/a_b_c_d_e_f_g_h_i_ (6f1f9c52).pdf');
  });

  it('drops leading dots, names an empty stem "document" and keeps reserved device names harmless', () => {
    expect(pathOf('.bashrc')).toBe('documents/document (6f1f9c52).bashrc');
    expect(pathOf('.pdf')).toBe('documents/document (6f1f9c52).pdf');
    expect(pathOf('CON.txt')).toBe('documents/CON (6f1f9c52).txt');
  });

  it('shortens a very long name to 80 characters before the id, keeping whole characters', () => {
    const path = pathOf(`${'é'.repeat(200)}.xlsx`);
    expect(path).toBe(`documents/${'é'.repeat(80)} (6f1f9c52).xlsx`);
  });

  it('gives two documents of the same name two paths', () => {
    const other = archivePathOf({ id: '0a1b2c3d-0000-4000-8000-000000000000', originalName: 'Invoice.pdf' });
    expect(other).not.toBe(pathOf('Invoice.pdf'));
  });
});
