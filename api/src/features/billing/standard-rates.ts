import type { EntityManager } from 'typeorm';
import { STANDARD_RATE_HISTORY } from '../../../../validation/billing/vat';
import { VatRate } from './vat-rate.entity';

/**
 * The standard VAT rate's history (validation/billing/vat.ts), written on every start like the
 * roles: each rate whose day is missing is added, and nothing else is touched, so a rate an
 * administrator added stays, and a restored database keeps what it held.
 */
export async function seedStandardVatRates(manager: EntityManager): Promise<void> {
  const repository = manager.getRepository(VatRate);
  for (const rate of STANDARD_RATE_HISTORY) {
    if (await repository.existsBy({ appliesFrom: rate.appliesFrom })) continue;
    await repository.insert(repository.create({ ...rate }));
  }
}
