import {
  escapeMarkdownText,
  formatLetterDate,
  formatLetterDay,
  formatSigningTime,
  letterMergeFields,
  mergeFieldProblems,
  mergeFieldsIn,
  mergeLetter,
  missingValueMessage,
} from './engagement-letter-values';

describe('letter merge fields', () => {
  it('lists each field once, with a description', () => {
    const names = letterMergeFields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['client.fullName', 'company.registrationNumber', 'engagement.fee', 'firm.address', 'today']),
    );
    expect(letterMergeFields.every((field) => field.description.length > 10)).toBe(true);
  });

  it('finds nothing wrong with known fields, spaced or not', () => {
    expect(mergeFieldProblems('Dear {{client.fullName}}, {{ today }} and {{firm.name}}')).toEqual([]);
    expect(mergeFieldsIn('{{today}} {{ client.firstName }} {{today}}')).toEqual(['today', 'client.firstName']);
  });

  it('names unknown fields, empty ones and braces left open', () => {
    expect(mergeFieldProblems('Dear {{client.nickname}}')).toEqual([
      'Unknown merge field {{client.nickname}}: use the fields offered beside the text, such as {{client.fullName}}',
    ]);
    expect(mergeFieldProblems('{{a}} {{b}} {{a}} {{c}}')[0]).toMatch(/^Unknown merge fields \{\{a\}\}, \{\{b\}\} and \{\{c\}\}:/);
    expect(mergeFieldProblems('Hello {{ }}')).toEqual([expect.stringMatching(/^An empty merge field/)]);
    expect(mergeFieldProblems('Dear {{client.fullName}, welcome')).toEqual([
      'A merge field is not written right near “Dear {{client.fullName}, welcome”: write merge fields as {{client.fullName}}',
    ]);
    expect(mergeFieldProblems('Costs }} here')).toHaveLength(1);
  });

  it('fills in each value as Markdown text, so a value cannot change the letter’s formatting', () => {
    const merged = mergeLetter('Dear {{client.fullName}}\n\n{{company.name}}\n\nFee: {{engagement.fee}}', {
      'client.fullName': '*Bob* _the_ [builder](http://x) <b>',
      'company.name': '# 1. Heading & Co',
      'engagement.fee': 'R\u00a012\u00a0500.00',
    });
    expect(merged).toEqual({
      text: 'Dear \\*Bob\\* \\_the\\_ \\[builder\\]\\(http://x\\) \\<b\\>\n\n\\# 1. Heading \\& Co\n\nFee: R\u00a012\u00a0500.00',
      missing: [],
    });
    expect(escapeMarkdownText('1. first')).toBe('1\\. first');
    expect(escapeMarkdownText('- item\nsecond line')).toBe('\\- item second line');
    // A value that looks like a merge field stays text: the merge is one pass.
    expect(mergeLetter('{{client.firstName}} {{today}}', { 'client.firstName': '{{today}}', today: '1 March 2026' }).text).toBe(
      '\\{\\{today\\}\\} 1 March 2026',
    );
  });

  it('answers the fields that have no value instead of a letter with holes', () => {
    expect(
      mergeLetter('{{company.name}} {{company.registrationNumber}} {{engagement.dueDate}} {{today}}', { 'company.name': '  ', today: 'x' }),
    ).toEqual({
      text: null,
      missing: ['company.name', 'company.registrationNumber', 'engagement.dueDate'],
    });
    expect(missingValueMessage('company.registrationNumber')).toBe('company.registrationNumber has no value for this client');
    expect(missingValueMessage('engagement.dueDate')).toBe('engagement.dueDate has no value for this engagement');
  });

  it('writes days and signing times in SAST', () => {
    expect(formatLetterDate(new Date('2026-02-28T22:30:00Z'))).toBe('1 March 2026');
    expect(formatLetterDay('2026-03-01')).toBe('1 March 2026');
    expect(formatLetterDay('2027-12-31')).toBe('31 December 2027');
    expect(formatSigningTime(new Date('2026-11-26T12:05:09.900Z'))).toBe('26 November 2026, 14:05:09 SAST');
  });
});
