import type { z } from 'zod';
import { firmIdentity } from '../../../../validation/firm-identity';
import type { billingSettingsRecord, vatRateRecord } from './billing-settings.record';
import type { billingSettingsSchema, vatRateSchema } from '../../../../validation/billing/billing-settings-input';

/*
 * The firm's billing settings and VAT rate as the OpenAPI examples show them. Every issued invoice
 * of the examples (invoices.examples.ts) names the firm as these settings stand. The VAT number,
 * registration number and bank account are made up.
 */

/** Where clients pay by EFT: the settings' bank details, as every invoice prints them. */
export const exampleFirmBank = {
  bankName: 'FNB',
  accountHolder: 'Khanya Tax & Advisory (Pty) Ltd',
  accountNumber: '62845501234',
  branchCode: '250655',
  accountType: 'cheque',
} as const;

/** PUT /api/billing/settings: what an administrator saved (the prefixes, width and terms are the defaults). */
export const billingSettingsInputExample: z.input<typeof billingSettingsSchema> = {
  registeredName: 'Khanya Tax & Advisory (Pty) Ltd',
  // The head office the firm's identity names (validation/firm-identity.ts).
  addressLines: [...firmIdentity.headOffice.addressLines],
  vatNumber: '4760123456',
  registrationNumber: '2015/123456/07',
  email: 'accounts@khanya-advisory.co.za',
  phone: firmIdentity.headOffice.phone.display,
  ...exampleFirmBank,
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  numberDigits: 5,
  paymentTermsDays: 30,
};

/** GET /api/billing/settings: the settings above, saved in February; a VAT number makes the firm a vendor. */
export const billingSettingsExample: z.input<typeof billingSettingsRecord> = {
  registeredName: 'Khanya Tax & Advisory (Pty) Ltd',
  addressLines: [...firmIdentity.headOffice.addressLines],
  vatNumber: '4760123456',
  vatVendor: true,
  registrationNumber: '2015/123456/07',
  email: 'accounts@khanya-advisory.co.za',
  phone: firmIdentity.headOffice.phone.display,
  ...exampleFirmBank,
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  numberDigits: 5,
  paymentTermsDays: 30,
  updatedAt: '2026-02-16T09:30:12.000Z',
};

/** GET /api/billing/vat-rates: 15 % from 1 April 2018, in force today, so no longer removable. */
export const vatRateExample: z.input<typeof vatRateRecord> = {
  id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  basisPoints: 1500,
  percent: '15',
  appliesFrom: '2018-04-01',
  inForce: true,
  removable: false,
  // The api writes the standard rates on its first start (validation/billing/vat.ts).
  createdAt: '2026-01-12T06:00:04.000Z',
};

/** POST /api/billing/vat-rates: a made-up change of rate, entered ahead of the day it applies from. */
export const vatRateInputExample: z.input<typeof vatRateSchema> = { percent: '15.5', appliesFrom: '2027-04-01' };

/**
 * The answer of POST /api/billing/vat-rates: that rate as kept, with whether it is in force today
 * and may still be removed (billing-settings.service.ts vatRates): not yet in force, so removable.
 */
export const addedVatRateExample: z.input<typeof vatRateRecord> = {
  ...vatRateExample,
  id: '8e9f0a1b-2c3d-4e5f-a6b7-c8d9e0f1a2b3',
  basisPoints: 1550,
  percent: '15.5',
  appliesFrom: vatRateInputExample.appliesFrom,
  inForce: false,
  removable: true,
  createdAt: '2026-11-26T07:45:19.000Z',
};

/** DELETE /api/billing/vat-rates/{id}: the rate as it was, no longer removable now it is gone. */
export const removedVatRateExample: z.input<typeof vatRateRecord> = { ...addedVatRateExample, removable: false };
