import type { DataSource } from 'typeorm';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invalidInput, notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import {
  billingSettingsFieldNames,
  billingSettingsSchema,
  vatRateSchema,
  type BillingSettingsValues,
} from '../../../../validation/billing/billing-settings-input';
import { percentText, rateOn } from '../../../../validation/billing/vat';
import { firmIdentity } from '../../../../validation/firm-identity';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { BillingSettings } from './billing-settings.entity';
import { VatRate } from './vat-rate.entity';

/** The settings as the APIs show them: saved, or the firm's identity standing in (updatedAt null). */
export interface BillingSettingsView extends BillingSettingsValues {
  vatVendor: boolean;
  updatedAt: Date | null;
}

/** A VAT rate with what today makes of it. */
export interface VatRateView extends Pick<VatRate, 'id' | 'basisPoints' | 'appliesFrom' | 'createdAt'> {
  percent: string;
  inForce: boolean;
  removable: boolean;
}

const SETTINGS_KEY = 'firm';

/** Until an administrator saves the settings: the firm's name and head office, no VAT number, no bank. */
const standIn: BillingSettingsValues = {
  registeredName: firmIdentity.name,
  addressLines: [...firmIdentity.headOffice.addressLines],
  vatNumber: null,
  registrationNumber: null,
  email: firmIdentity.headOffice.email,
  phone: firmIdentity.headOffice.phone.display,
  bankName: null,
  accountHolder: null,
  accountNumber: null,
  branchCode: null,
  accountType: null,
  invoicePrefix: 'INV-',
  creditNotePrefix: 'CN-',
  numberDigits: 5,
  paymentTermsDays: 30,
};

/**
 * The firm's billing settings and its VAT rates (docs/billing.md#billing-settings): administrators
 * keep them, each change in the audit log; staff read the rates, which every invoice is charged at.
 * GraphQL and REST both call this.
 */
export class BillingSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private get settings() {
    return this.dataSource.getRepository(BillingSettings);
  }

  private get rates() {
    return this.dataSource.getRepository(VatRate);
  }

  /** The settings in force, for what the firm prints and sends (no viewer: the invoices' own use). */
  async current(): Promise<BillingSettingsView> {
    const saved = await this.settings.findOneBy({ key: SETTINGS_KEY });
    const values: BillingSettingsValues = saved ? pickValues(saved) : standIn;
    return { ...values, vatVendor: values.vatNumber !== null, updatedAt: saved?.updatedAt ?? null };
  }

  async get(viewer: Viewer | null): Promise<BillingSettingsView> {
    assertAllowed(viewer, [...adminRoles]);
    return this.current();
  }

  /** Saves the whole settings (every field, as billingSettingsSchema reads them). */
  async update(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<BillingSettingsView> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const values = parseInput(billingSettingsSchema, input ?? {});
    const before = await this.current();
    await this.save(values);
    const changed = billingSettingsFieldNames.filter((name) => JSON.stringify(values[name]) !== JSON.stringify(before[name]));
    await this.audit.record({
      actorId: admin.id,
      action: 'billing_settings.update',
      resourceType: 'billing_settings',
      resourceId: SETTINGS_KEY,
      details: { changed },
      ...origin,
    });
    return this.current();
  }

  /** The rates, the latest first, each with whether it is in force today and may still be removed. */
  async vatRates(viewer: Viewer | null, now = new Date()): Promise<VatRateView[]> {
    assertAllowed(viewer, [...staffRoles]);
    const rates = await this.rates.find({ order: { appliesFrom: 'DESC' } });
    const today = todayInSouthAfrica(now);
    const inForce = rateOn(rates, today);
    return rates.map(({ id, basisPoints, appliesFrom, createdAt }) => ({
      id,
      basisPoints,
      appliesFrom,
      createdAt,
      percent: percentText(basisPoints),
      inForce: appliesFrom === inForce?.appliesFrom,
      removable: appliesFrom > today,
    }));
  }

  /**
   * A new rate from a day on: today or later, and after the last rate's day, so that no invoice
   * already issued is ever charged otherwise than it was.
   */
  async addVatRate(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<VatRateView> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const { percent: basisPoints, appliesFrom } = parseInput(vatRateSchema, input ?? {});
    const today = todayInSouthAfrica(now);
    if (appliesFrom < today) {
      throw invalidInput([
        { path: 'appliesFrom', message: 'A new rate applies from today or a later day: invoices already issued keep their rate' },
      ]);
    }
    const [latest] = await this.rates.find({ order: { appliesFrom: 'DESC' }, take: 1 });
    if (latest && appliesFrom <= latest.appliesFrom) {
      throw invalidInput([
        { path: 'appliesFrom', message: `A new rate must apply from after ${latest.appliesFrom}, when the latest rate applies from` },
      ]);
    }
    let saved: VatRate;
    try {
      saved = await this.rates.save(this.rates.create({ basisPoints, appliesFrom }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const taken = { path: 'appliesFrom', message: `A rate from ${appliesFrom} was entered by someone else just now` };
      throw new AppError('CONFLICT', taken.message, [taken]);
    }
    await this.audit.record({
      actorId: admin.id,
      action: 'vat_rate.add',
      resourceType: 'vat_rate',
      resourceId: saved.id,
      details: { basisPoints, appliesFrom },
      ...origin,
    });
    return (await this.vatRates(admin, now)).find((rate) => rate.id === saved.id)!;
  }

  /** Removes a rate entered by mistake: only one that has not come into force. */
  async removeVatRate(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<VatRateView> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const rate = String(id).length <= 36 ? (await this.vatRates(admin, now)).find((each) => each.id === String(id)) : undefined;
    if (!rate) throw notFound();
    if (!rate.removable) {
      throw new AppError('CONFLICT', `The rate from ${rate.appliesFrom} has come into force and is kept: add a new rate instead`);
    }
    await this.rates.delete(rate.id);
    await this.audit.record({
      actorId: admin.id,
      action: 'vat_rate.remove',
      resourceType: 'vat_rate',
      resourceId: rate.id,
      details: { basisPoints: rate.basisPoints, appliesFrom: rate.appliesFrom },
      ...origin,
    });
    return { ...rate, removable: false };
  }

  /** Inserts the one row, or changes it; two first saves at once both land on the one row. */
  private async save(values: BillingSettingsValues): Promise<void> {
    const existing = await this.settings.findOneBy({ key: SETTINGS_KEY });
    if (existing) {
      await this.settings.save(Object.assign(existing, values));
      return;
    }
    try {
      await this.settings.save(this.settings.create({ key: SETTINGS_KEY, ...values }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await this.settings.update({ key: SETTINGS_KEY }, values);
    }
  }
}

/** The settings' values of a saved row, without its key and times. */
function pickValues(row: BillingSettings): BillingSettingsValues {
  return Object.fromEntries(billingSettingsFieldNames.map((name) => [name, row[name]])) as BillingSettingsValues;
}
