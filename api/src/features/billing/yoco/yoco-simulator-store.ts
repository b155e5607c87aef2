/** A checkout the simulator made, waiting for the buyer. */
export interface SimulatedCheckout {
  id: string;
  amountCents: number;
  currency: 'ZAR';
  successUrl: string | undefined;
  cancelUrl: string | undefined;
  failureUrl: string | undefined;
  metadata: Record<string, string>;
  /** The request's Idempotency-Key, and what it asked for: the same key with another body is refused, as Yoco does. */
  idempotency: { key: string; fingerprint: string } | undefined;
  /** Set once Pay was pressed: a second press waits for the same webhook instead of sending another. */
  paid?: Promise<void>;
}

/**
 * The simulator's checkouts, in memory and bounded: past `max` the oldest is forgotten (with its
 * idempotency key), so a long demo or a fuzzing run cannot grow the process without end.
 */
export class CheckoutStore {
  private readonly checkouts = new Map<string, SimulatedCheckout>();
  private readonly byKey = new Map<string, string>();

  constructor(private readonly max = 1000) {}

  get(id: string): SimulatedCheckout | undefined {
    return this.checkouts.get(id);
  }

  withIdempotencyKey(key: string): SimulatedCheckout | undefined {
    const id = this.byKey.get(key);
    return id === undefined ? undefined : this.checkouts.get(id);
  }

  add(checkout: SimulatedCheckout): void {
    this.checkouts.set(checkout.id, checkout);
    if (checkout.idempotency) this.byKey.set(checkout.idempotency.key, checkout.id);
    while (this.checkouts.size > this.max) {
      // A Map iterates in insertion order: the first key is the oldest checkout.
      const oldest = this.checkouts.values().next().value as SimulatedCheckout;
      this.checkouts.delete(oldest.id);
      if (oldest.idempotency) this.byKey.delete(oldest.idempotency.key);
    }
  }

  get size(): number {
    return this.checkouts.size;
  }
}
