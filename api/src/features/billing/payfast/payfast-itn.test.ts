import { parseOrderedForm } from './payfast-form';
import { readItn } from './payfast-itn';
import { itnSignature } from './payfast-signature';

const merchant = { merchantId: '10000100', passphrase: 'simulated-passphrase' };

/** An ITN in PayFast's order, signed with the passphrase (or as `sign` says). */
function itn(
  changes: Record<string, string | undefined> = {},
  sign = (pairs: Array<[string, string]>) => itnSignature(pairs, merchant.passphrase),
) {
  const fields: Record<string, string | undefined> = {
    m_payment_id: 'c0ffee00-0000-4000-8000-000000000001',
    pf_payment_id: '1089250',
    payment_status: 'COMPLETE',
    item_name: 'Invoice INV-0001',
    item_description: '',
    amount_gross: '2443.75',
    amount_fee: '-72.87',
    amount_net: '2370.88',
    custom_str1: '',
    custom_int1: '',
    name_first: 'Thandi',
    name_last: 'Nkosi',
    email_address: 'thandi@example.co.za',
    merchant_id: '10000100',
    ...changes,
  };
  const pairs = Object.entries(fields).filter((pair): pair is [string, string] => pair[1] !== undefined);
  pairs.push(['signature', sign(pairs)]);
  return pairs;
}

describe('readItn', () => {
  it('reads a signed ITN', () => {
    const read = readItn(itn(), merchant);
    expect(read).toEqual({
      ok: true,
      itn: {
        mPaymentId: 'c0ffee00-0000-4000-8000-000000000001',
        pfPaymentId: '1089250',
        paymentStatus: 'COMPLETE',
        amountGrossCents: 244375,
        amountFeeCents: -7287,
        paramString: expect.stringMatching(
          /^m_payment_id=c0ffee00-0000-4000-8000-000000000001&pf_payment_id=1089250&.*&merchant_id=10000100$/,
        ),
      },
    });
  });

  it('reads one from the bytes PayFast posts', () => {
    const body = itn()
      .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%20/g, '+')}`)
      .join('&');
    expect(readItn(parseOrderedForm(Buffer.from(body)), merchant).ok).toBe(true);
  });

  it('refuses a bad or missing signature', () => {
    expect(
      readItn(
        itn({}, () => '0'.repeat(32)),
        merchant,
      ),
    ).toMatchObject({ ok: false, reason: 'signature' });
    expect(
      readItn(
        itn({}, (pairs) => itnSignature(pairs)),
        merchant,
      ),
    ).toMatchObject({ ok: false, reason: 'signature' });
    expect(
      readItn(
        itn({}, (pairs) => itnSignature(pairs, merchant.passphrase).toUpperCase()),
        merchant,
      ),
    ).toMatchObject({ ok: false, reason: 'signature' });
    expect(readItn(itn().slice(0, -1), merchant)).toEqual({ ok: false, reason: 'signature', message: 'The notification has no signature' });
    const tampered = itn().map(([name, value]): [string, string] => [name, name === 'amount_gross' ? '1.00' : value]);
    expect(readItn(tampered, merchant)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('refuses another merchant’s ITN, signed or not', () => {
    expect(readItn(itn({ merchant_id: '10000101' }), merchant)).toMatchObject({ ok: false, reason: 'merchant' });
    expect(readItn(itn({ merchant_id: undefined }), merchant)).toMatchObject({
      ok: false,
      reason: 'fields',
      message: 'merchant_id is missing',
    });
  });

  it('names a field that is missing or not what PayFast sends', () => {
    const refusal = (changes: Record<string, string | undefined>) => readItn(itn(changes), merchant);
    expect(refusal({ m_payment_id: '' })).toMatchObject({ ok: false, reason: 'fields', message: expect.stringContaining('m_payment_id') });
    expect(refusal({ pf_payment_id: undefined })).toMatchObject({ reason: 'fields', message: expect.stringContaining('pf_payment_id') });
    expect(refusal({ payment_status: 'x'.repeat(101) })).toMatchObject({
      reason: 'fields',
      message: expect.stringContaining('payment_status'),
    });
    for (const amount_gross of ['', '2,443.75', '1e3', '-1.00', '2443.755', undefined]) {
      expect(refusal({ amount_gross })).toMatchObject({ reason: 'fields', message: expect.stringContaining('amount_gross') });
    }
    expect(refusal({ amount_fee: 'R2' })).toMatchObject({ reason: 'fields', message: expect.stringContaining('amount_fee') });
    expect(refusal({ item_name: undefined, email_address: undefined }).ok).toBe(true);
  });

  it('leaves out a fee PayFast left empty', () => {
    const read = readItn(itn({ amount_fee: '' }), merchant);
    expect(read.ok && read.itn.amountFeeCents).toBeUndefined();
  });

  it('reads only what the signature covers', () => {
    const pairs = itn({ m_payment_id: undefined });
    pairs.push(['m_payment_id', 'someone-else’s']);
    expect(readItn(pairs, merchant)).toMatchObject({ ok: false, reason: 'fields', message: expect.stringContaining('m_payment_id') });
  });

  it('refuses a field given twice', () => {
    const pairs = itn({}, () => '');
    pairs.splice(1, 0, ['amount_gross', '1.00']);
    pairs[pairs.length - 1] = ['signature', itnSignature(pairs.slice(0, -1), merchant.passphrase)];
    expect(readItn(pairs, merchant)).toEqual({ ok: false, reason: 'fields', message: 'The field amount_gross appears twice' });
  });

  it('accepts django-payfast’s sandbox ITN signature, then names its empty m_payment_id', () => {
    // The known-good sandbox ITN of django-payfast's payfast/tests.py, in PayFast's ITN order, no passphrase.
    const body =
      'm_payment_id=&pf_payment_id=558900&payment_status=COMPLETE&item_name=Flux+capacitor&item_description=&amount_gross=123.00' +
      '&amount_fee=-2.80&amount_net=120.20&custom_str1=&custom_str2=&custom_str3=&custom_str4=&custom_str5=&custom_int1=&custom_int2=' +
      '&custom_int3=&custom_int4=&custom_int5=&name_first=Test&name_last=User+01&email_address=sbtu01%40payfast.co.za&merchant_id=10000100' +
      '&signature=94b05677771813701468289ed3cabed1';
    expect(readItn(parseOrderedForm(body), { merchantId: '10000100' })).toMatchObject({
      ok: false,
      reason: 'fields',
      message: expect.stringContaining('m_payment_id'),
    });
    expect(readItn(parseOrderedForm(body), { merchantId: '10000100', passphrase: 'set' })).toMatchObject({
      ok: false,
      reason: 'signature',
    });
  });
});
