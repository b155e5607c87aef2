import { CheckoutStore, type SimulatedCheckout } from './yoco-simulator-store';

const checkout = (id: string, key?: string): SimulatedCheckout => ({
  id,
  amountCents: 500,
  currency: 'ZAR',
  successUrl: undefined,
  cancelUrl: undefined,
  failureUrl: undefined,
  metadata: {},
  idempotency: key === undefined ? undefined : { key, fingerprint: '[]' },
});

describe('CheckoutStore', () => {
  it('keeps at most its bound, forgetting the oldest checkout and its idempotency key', () => {
    const store = new CheckoutStore(3);
    store.add(checkout('ch_1', 'k1'));
    store.add(checkout('ch_2', 'k2'));
    store.add(checkout('ch_3'));
    store.add(checkout('ch_4', 'k4'));
    expect(store.size).toBe(3);
    expect(store.get('ch_1')).toBeUndefined();
    expect(store.withIdempotencyKey('k1')).toBeUndefined();
    expect(store.withIdempotencyKey('k2')?.id).toBe('ch_2');
    expect(store.get('ch_4')?.id).toBe('ch_4');
  });

  it('holds 1000 by default', () => {
    const store = new CheckoutStore();
    for (let index = 0; index < 1200; index += 1) store.add(checkout(`ch_${index}`, `k${index}`));
    expect(store.size).toBe(1000);
    expect(store.get('ch_199')).toBeUndefined();
    expect(store.get('ch_200')).toBeDefined();
  });
});
