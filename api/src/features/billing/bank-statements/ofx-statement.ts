import { isCalendarDate, SAST_OFFSET_MINUTES } from '../../../../../validation/south-africa-time';
import {
  checkFileBounds,
  MAX_FIELD_LENGTH,
  oneLine,
  readSignedCents,
  REFERENCE_MAX_LENGTH,
  refusedRowTexts,
  StatementFileError,
  type ReadStatement,
  type RefusedRow,
  type StatementLine,
} from './statement-bounds';

/*
 * A bank statement in OFX (Open Financial Exchange Specification, ofx.net; docs/billing.md#bank-statements):
 * OFX 1.x is SGML after a header of KEY:VALUE lines (OFXHEADER:100), where an element holding a
 * value need not be closed; OFX 2.x is XML. Both are read by one small bounded tokenizer rather
 * than an XML or SGML library (docs/libraries.md): tags and the text after each, nothing else.
 * What is kept of a bank statement download (STMTRS): CURDEF, BANKACCTFROM/ACCTID, and each
 * STMTTRN's TRNTYPE, DTPOSTED, TRNAMT, FITID, NAME, MEMO, REFNUM and CHECKNUM.
 */

/** Whether the text is OFX rather than CSV: the 1.x header, or the 2.x processing instruction, or an <OFX> root. */
export const looksLikeOfx = (text: string) =>
  /^\s*(?:\uFEFF)?(?:OFXHEADER\s*:|<\?xml[^>]*>\s*<\?OFX|<\?OFX|<OFX>)/i.test(text.slice(0, 4096));

const TAG = /<(\/?)([A-Za-z0-9._]{1,40})>([^<]*)/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * DTPOSTED as the SAST calendar day: YYYYMMDD[HHMMSS[.XXX]][[+-]h[.mm][:TZ]] (the specification's
 * date format, section 3.2.8.2). A day alone is that day; a time without an offset is GMT, as the
 * specification says; a time with one is moved to SAST (UTC+2) and its day taken. Null if it does not read.
 */
export function ofxDayInSouthAfrica(value: string): string | null {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(?:(\d{2})(?:\.\d{1,3})?)?)?(?:\[([+-]?)(\d{1,2})(?:\.(\d{1,2}))?(?::[A-Za-z]{1,10})?\])?$/.exec(
      value.trim(),
    );
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds, sign, offsetHours, offsetFraction] = match;
  const date = `${year}-${month}-${day}`;
  if (!isCalendarDate(date)) return null;
  const fraction = offsetFraction === undefined ? 0 : offsetFraction.length === 1 ? Number(offsetFraction) * 6 : Number(offsetFraction);
  if (Number(offsetHours ?? 0) > 14 || fraction > 59) return null;
  if (hours === undefined) return date;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59) return null;
  const offsetMinutes = (sign === '-' ? -1 : 1) * (Number(offsetHours ?? 0) * 60 + fraction);
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds ?? 0));
  const inSouthAfrica = new Date(utc + (SAST_OFFSET_MINUTES - offsetMinutes) * 60_000);
  return inSouthAfrica.toISOString().slice(0, 10);
}

interface Transaction {
  place: number;
  fields: Map<string, string>;
}

/** An OFX bank statement, or a StatementFileError saying why the whole file is refused. */
export function readOfxStatement(text: string): ReadStatement {
  checkFileBounds(text);
  if (!looksLikeOfx(text)) throw new StatementFileError('The file is not OFX');
  const start = text.search(/<OFX>/i);
  if (start === -1) throw new StatementFileError('The file has no <OFX> element');
  const body = text.slice(start).replace(/<!--[\s\S]*?-->/g, '');

  const stack: string[] = [];
  let currency: string | null = null;
  let accountId: string | null = null;
  let statements = 0;
  let current: Transaction | null = null;
  const transactions: Transaction[] = [];
  let lastLeaf: string | null = null;

  for (const [, closing, rawName, after] of body.matchAll(TAG)) {
    const name = rawName.toUpperCase();
    if (closing) {
      // An XML leaf's own end tag (</TRNAMT>): the value was read with its start.
      if (name === lastLeaf) {
        lastLeaf = null;
        continue;
      }
      lastLeaf = null;
      const at = stack.lastIndexOf(name);
      if (at === -1) continue;
      stack.length = at;
      if (name === 'STMTTRN' && current) {
        transactions.push(current);
        current = null;
      }
      continue;
    }
    const value = after.trim();
    if (value === '') {
      // An aggregate (or an empty element, which its end tag closes).
      if (stack.length >= 32) throw new StatementFileError('The OFX is nested too deeply');
      stack.push(name);
      lastLeaf = null;
      if (name === 'STMTRS') statements++;
      if (name === 'STMTTRN') {
        if (current) transactions.push(current);
        current = { place: transactions.length + 1, fields: new Map() };
      }
      continue;
    }
    lastLeaf = name;
    if (value.length > MAX_FIELD_LENGTH) throw new StatementFileError(`${name} is longer than ${MAX_FIELD_LENGTH} characters`);
    const decoded = decode(value);
    const parent = stack[stack.length - 1];
    if (name === 'CURDEF' && stack.includes('STMTRS')) currency ??= decoded.toUpperCase();
    else if (name === 'ACCTID' && parent === 'BANKACCTFROM' && stack.includes('STMTRS')) accountId ??= decoded;
    else if (current && parent === 'STMTTRN' && !current.fields.has(name)) current.fields.set(name, decoded);
  }
  if (current) transactions.push(current);

  if (statements === 0) throw new StatementFileError('The OFX holds no bank statement (STMTRS): export the account’s statement');
  if (statements > 1) throw new StatementFileError('The OFX holds more than one account’s statement: export one account at a time');
  if (currency !== 'ZAR') throw new StatementFileError(`The statement is in ${currency ?? 'no stated currency'}, not ZAR`);
  if (!accountId) throw new StatementFileError('The OFX names no account (BANKACCTFROM/ACCTID)');

  const lines: StatementLine[] = [];
  const refused: RefusedRow[] = [];
  for (const transaction of transactions) {
    const read = readTransaction(transaction);
    if ('column' in read) refused.push(read);
    else lines.push(read);
  }
  return { format: 'ofx', accountId, lines, refused };
}

function readTransaction({ place, fields }: Transaction): StatementLine | RefusedRow {
  const posted = fields.get('DTPOSTED');
  const postedOn = posted === undefined ? null : ofxDayInSouthAfrica(posted);
  if (postedOn === null) return { row: place, column: 'DTPOSTED', message: refusedRowTexts.ofxDate };
  const amount = fields.get('TRNAMT');
  const amountCents = amount === undefined ? null : readSignedCents(amount, amount.includes(',') ? ',' : '.');
  if (amountCents === null) return { row: place, column: 'TRNAMT', message: refusedRowTexts.ofxAmount };
  const name = oneLine(fields.get('NAME') ?? '');
  const number = fields.get('REFNUM') ?? fields.get('CHECKNUM');
  const description = [fields.get('MEMO'), number === undefined ? undefined : `Ref ${number}`, fields.get('TRNTYPE')]
    .filter((part): part is string => !!part && part.trim() !== '')
    .map(oneLine)
    .join(' · ');
  const fitid = fields.get('FITID')?.trim();
  return {
    row: place,
    postedOn,
    amountCents,
    reference: name.slice(0, REFERENCE_MAX_LENGTH),
    description: description.slice(0, MAX_FIELD_LENGTH),
    externalId: fitid ? `fitid:${fitid.slice(0, 255)}` : null,
  };
}
