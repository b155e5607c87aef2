import { createHash } from 'node:crypto';
import { checkoutSignature, itnParamString, itnSignature, signatureMatches } from './payfast-signature';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * Known-good vectors from django-payfast (github.com/PiDelport/django-payfast, payfast/tests.py):
 * `_test_data()` and its blank-field variants, signed with no passphrase.
 */
const djangoCheckout = (): Array<[string, string]> => [
  ['merchant_id', '10000100'],
  ['merchant_key', '46f0cd694581a'],
  ['notify_url', 'http://127.0.0.1:8000/payfast/notify/'],
  ['name_first', 'Вася'],
  ['name_last', 'Пупников'],
  ['m_payment_id', '23'],
  ['amount', '234'],
  ['item_name', 'Payment (Планета суши). ID:272-15'],
];

/**
 * The sandbox ITN of django-payfast's test_known_good_itn_signature (payfast/tests.py), put in
 * PayFast's ITN order as its payfast/api.py (itn_signature_field_order) signs it.
 */
const sandboxItn = (): Array<[string, string]> => [
  ['m_payment_id', ''],
  ['pf_payment_id', '558900'],
  ['payment_status', 'COMPLETE'],
  ['item_name', 'Flux capacitor'],
  ['item_description', ''],
  ['amount_gross', '123.00'],
  ['amount_fee', '-2.80'],
  ['amount_net', '120.20'],
  ['custom_str1', ''],
  ['custom_str2', ''],
  ['custom_str3', ''],
  ['custom_str4', ''],
  ['custom_str5', ''],
  ['custom_int1', ''],
  ['custom_int2', ''],
  ['custom_int3', ''],
  ['custom_int4', ''],
  ['custom_int5', ''],
  ['name_first', 'Test'],
  ['name_last', 'User 01'],
  ['email_address', 'sbtu01@payfast.co.za'],
  ['merchant_id', '10000100'],
  ['signature', '94b05677771813701468289ed3cabed1'],
];

describe('checkoutSignature', () => {
  it('matches django-payfast’s known-good vector (Cyrillic names, no passphrase)', () => {
    expect(checkoutSignature(djangoCheckout())).toBe('481366608545707be67c6514386b3fb1');
  });

  it('leaves out blank fields, as django-payfast’s vectors do', () => {
    const data = djangoCheckout();
    data[3][1] = '';
    expect(checkoutSignature(data)).toBe('6551205f0fee13cf09174b0b887ec5b3');
    data[4][1] = '';
    expect(checkoutSignature(data)).toBe('8f6435965cd9b00a9a965d93fc6c4c48');
    // Blank after trimming is blank too; other values are signed trimmed.
    data[3][1] = ' \t ';
    data[5][1] = ' 23\n';
    expect(checkoutSignature(data)).toBe('8f6435965cd9b00a9a965d93fc6c4c48');
  });

  it('appends the trimmed passphrase when there is one, and only then', () => {
    const fields: Array<[string, string]> = [
      ['merchant_id', '10000100'],
      ['amount', '2443.75'],
      ['item_name', 'Invoice INV-0001 ~ & = é'],
    ];
    const text = 'merchant_id=10000100&amount=2443.75&item_name=Invoice+INV-0001+%7E+%26+%3D+%C3%A9';
    expect(checkoutSignature(fields)).toBe(md5(text));
    expect(checkoutSignature(fields, ' my pass~phrase ')).toBe(md5(`${text}&passphrase=my+pass%7Ephrase`));
    expect(checkoutSignature(fields, 'another')).not.toBe(checkoutSignature(fields, 'my pass~phrase'));
    expect(checkoutSignature(fields, '')).toBe(checkoutSignature(fields));
  });
});

describe('itnSignature', () => {
  it('matches django-payfast’s known-good sandbox ITN, empty fields included', () => {
    expect(itnSignature(sandboxItn())).toBe('94b05677771813701468289ed3cabed1');
  });

  it('signs in the order received: the same fields reordered sign differently', () => {
    const reordered = sandboxItn();
    [reordered[0], reordered[1]] = [reordered[1], reordered[0]];
    expect(itnSignature(reordered)).not.toBe('94b05677771813701468289ed3cabed1');
  });

  it('appends the passphrase, not trimmed', () => {
    const paramString = itnParamString(sandboxItn());
    expect(itnSignature(sandboxItn(), 'pass phrase ')).toBe(md5(`${paramString}&passphrase=pass+phrase+`));
  });
});

describe('itnParamString', () => {
  it('is the pairs up to the signature, empty values included, nothing after it', () => {
    const pairs: Array<[string, string]> = [
      ['m_payment_id', 'a b'],
      ['item_description', ''],
      ['amount_gross', '1.00'],
      ['signature', 'x'],
      ['added', 'later'],
    ];
    expect(itnParamString(pairs)).toBe('m_payment_id=a+b&item_description=&amount_gross=1.00');
    expect(itnParamString(sandboxItn())).toMatch(
      /^m_payment_id=&pf_payment_id=558900&.*&name_last=User\+01&email_address=sbtu01%40payfast\.co\.za&merchant_id=10000100$/,
    );
  });
});

describe('signatureMatches', () => {
  it('is true only for the same text', () => {
    expect(signatureMatches('94b05677771813701468289ed3cabed1', '94b05677771813701468289ed3cabed1')).toBe(true);
    expect(signatureMatches('94b05677771813701468289ed3cabed1', '94b05677771813701468289ed3cabed2')).toBe(false);
    expect(signatureMatches('94b05677771813701468289ed3cabed1', '94B05677771813701468289ED3CABED1')).toBe(false);
    expect(signatureMatches('94b05677771813701468289ed3cabed1', '')).toBe(false);
    expect(signatureMatches('94b05677771813701468289ed3cabed1', '94b05677771813701468289ed3cabed1\u0000')).toBe(false);
  });
});
