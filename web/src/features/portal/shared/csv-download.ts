/**
 * Downloads rows as a CSV file. papaparse writes the CSV (quoting as RFC 4180 asks) and escapes
 * any cell a spreadsheet would read as a formula (one starting with =, +, -, @ or a tab), since a
 * client's or a staff member's name is typed by people. It is fetched on the first export, not
 * with the page.
 */
export async function downloadCsv(fileName: string, rows: (string | number)[][]): Promise<void> {
  const { unparse } = await import('papaparse');
  // A byte order mark, so that Excel reads the file as UTF-8 (names with accents, the en dash).
  const text = `\uFEFF${unparse(rows, { escapeFormulae: true, newline: '\r\n' })}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
