/*
 * Statement files as South African banks export them, for the tests: OFX 1.x (SGML, elements
 * left open) and 2.x (XML), and CSV exports with a preamble, split credit and debit columns and
 * decimal commas. The accounts, names and references are made up.
 */

/** OFX 1.02 as the banks' online banking exports it (FNB's and Absa's look like this). */
export const ofx1Sample = (transactions: string, { currency = 'ZAR', account = '62001234567' } = {}) =>
  [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260301080000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
    '<STMTRS>',
    `<CURDEF>${currency}`,
    `<BANKACCTFROM><BANKID>250655<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    '<BANKTRANLIST><DTSTART>20260201<DTEND>20260228',
    transactions,
    '</BANKTRANLIST>',
    '<LEDGERBAL><BALAMT>15234.50<DTASOF>20260228</LEDGERBAL>',
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    '</OFX>',
  ].join('\r\n');

export const ofx1Transactions = [
  '<STMTTRN>',
  '<TRNTYPE>CREDIT',
  '<DTPOSTED>20260203',
  '<TRNAMT>2300.00',
  '<FITID>202602030001',
  '<NAME>DLAMINI INV-2026-0001',
  '<MEMO>FNB APP PAYMENT FROM T DLAMINI',
  '</STMTTRN>',
  '<STMTTRN>',
  '<TRNTYPE>DEBIT',
  '<DTPOSTED>20260205120000[+2:SAST]',
  '<TRNAMT>-450.75',
  '<FITID>202602050002',
  '<NAME>MONTHLY ACCOUNT FEE',
  '<REFNUM>88231',
  '</STMTTRN>',
  '<STMTTRN>',
  '<TRNTYPE>CREDIT',
  // 23:30 GMT on the 6th is half past one on the 7th in Johannesburg.
  '<DTPOSTED>20260206233000.000',
  '<TRNAMT>1150,5',
  '<FITID>202602070003',
  '<NAME>MOKOENA &amp; SONS',
  '</STMTTRN>',
].join('\r\n');

/** OFX 2.x: XML with every element closed, as Standard Bank's and Nedbank's exports are. */
export const ofx2Sample = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20260301080000.000[+2:SAST]</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>
  <BANKMSGSRSV1>
    <STMTTRNRS>
      <TRNUID>0</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <STMTRS>
        <CURDEF>ZAR</CURDEF>
        <BANKACCTFROM><BANKID>051001</BANKID><ACCTID>000123459876</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20260201</DTSTART><DTEND>20260228</DTEND>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20260210000000[-5:EST]</DTPOSTED>
            <TRNAMT>+11500.00</TRNAMT>
            <FITID>SB-77120</FITID>
            <NAME>NKOSI HOLDINGS</NAME>
            <MEMO>inv 2026 0002</MEMO>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>CHECK</TRNTYPE>
            <DTPOSTED>20260211</DTPOSTED>
            <TRNAMT>-99.99</TRNAMT>
            <FITID>SB-77121</FITID>
            <CHECKNUM>000417</CHECKNUM>
            <MEMO></MEMO>
          </STMTTRN>
        </BANKTRANLIST>
      </STMTRS>
    </STMTTRNRS>
  </BANKMSGSRSV1>
</OFX>
`;

/** An FNB-style CSV: a preamble, then a header, a signed amount, the reference and description apart. */
export const fnbCsv = [
  'ACCOUNT TRANSACTION HISTORY',
  'Name:,FIRM CHEQUE ACCOUNT',
  'Account:,62001234567',
  'Date,Amount,Balance,Description,Reference',
  '03/02/2026,2300.00,12300.00,FNB APP PAYMENT FROM,DLAMINI INV-2026-0001',
  '05/02/2026,-450.75,11849.25,MONTHLY ACCOUNT FEE,',
  '07/02/2026,"1,150.50",13000.00,"MAGTAPE CREDIT, MOKOENA",MOKOENA',
].join('\r\n');

/** A Capitec-style CSV: decimal commas, semicolons, money in and out in their own columns, days as 03 Feb 2026. */
export const splitColumnsCsv = [
  'Transaction Date;Description;Money In;Money Out;Transaction Id',
  '03 Feb 2026;Payment INV-2026-0001;2300,00;;T1',
  '05 Feb 2026;Account fee;;450,75;T2',
  '31 Feb 2026;Bad day;10,00;;T3',
  '07 Feb 2026;Bad amount;1O,00;;T4',
  '08 Feb 2026;No id;5,00;;',
].join('\n');
