import type { DemoContext } from './context';
import { demoId } from './ids';
import { BillingSettings } from '../features/billing/billing-settings.entity';
import { firmIdentity } from '../../../validation/firm-identity';

/*
 * The demo firm's billing settings (docs/billing.md#billing-settings): a VAT vendor that takes EFT.
 * The VAT, registration and bank account numbers are made up; a real firm enters its own.
 */
export async function seedDemoBilling({ manager }: DemoContext): Promise<void> {
  const repository = manager.getRepository(BillingSettings);
  if (await repository.existsBy({ key: 'firm' })) return;
  await repository.insert(
    repository.create({
      id: demoId('billing-settings', 'firm'),
      key: 'firm',
      registeredName: `${firmIdentity.name} (Pty) Ltd`,
      addressLines: [...firmIdentity.headOffice.addressLines],
      vatNumber: '4150123456',
      registrationNumber: '2015/123456/07',
      email: 'accounts@khanya-advisory.co.za',
      phone: firmIdentity.headOffice.phone.display,
      bankName: 'First National Bank',
      accountHolder: `${firmIdentity.name} (Pty) Ltd`,
      accountNumber: '62000000001',
      branchCode: '250655',
      accountType: 'cheque',
      invoicePrefix: 'INV-',
      creditNotePrefix: 'CN-',
      numberDigits: 5,
      paymentTermsDays: 30,
    }),
  );
}
