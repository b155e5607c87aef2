import type { EntityManager } from 'typeorm';
import { User } from '../../accounts/user.entity';
import { Company } from '../profile';
import { TEXT_COLUMN_MAX_CHARACTERS, columnLength } from '../../records/column-bounds';
import type { BillingSettingsView } from './billing-settings.service';
import type { InvoiceParty, InvoiceSupplier } from './invoice-document';

/*
 * Who an invoice is from and to, as they stand when it is issued (docs/billing.md#issuing).
 * The invoice keeps these snapshots: a later change of address or name does not rewrite an issued
 * tax invoice.
 */

/**
 * The most lines addressLinesOf makes, and the longest: the street address's lines (a text column,
 * each line a character and a line break at least), then the town and the province.
 */
export const PRINTED_ADDRESS_MAX_LINES = Math.ceil(TEXT_COLUMN_MAX_CHARACTERS / 2) + 2;
export const PRINTED_ADDRESS_LINE_MAX_LENGTH = TEXT_COLUMN_MAX_CHARACTERS;

/** The longest name recipientOf gives: a company's, or a person's first and last names. */
export const RECIPIENT_NAME_MAX_LENGTH = Math.max(
  columnLength(Company, 'name'),
  columnLength(User, 'firstName') + ' '.length + columnLength(User, 'lastName'),
);

/** A street address kept as one text (lines may hold newlines) and its parts, as printed lines. */
function addressLinesOf(place: { address: string | null; city: string | null; province: string | null; postalCode: string | null }) {
  const street = (place.address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const town = [place.city, place.postalCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return [...street, ...(town ? [town] : []), ...(place.province?.trim() ? [place.province.trim()] : [])];
}

/**
 * The client as their invoice names them: their company, where they have one, with its VAT
 * number and address (the person's own address when the company has none); otherwise the person.
 */
export async function recipientOf(manager: EntityManager, clientId: string): Promise<InvoiceParty | null> {
  const user = await manager.getRepository(User).findOneBy({ id: clientId });
  if (!user) return null;
  const company = await manager.getRepository(Company).findOneBy({ userId: clientId });
  const personal = addressLinesOf(user);
  if (company?.name.trim()) {
    const companyAddress = addressLinesOf(company);
    return {
      name: company.name.trim(),
      addressLines: companyAddress.length > 0 ? companyAddress : personal,
      vatNumber: company.vatNumber,
    };
  }
  return { name: `${user.firstName} ${user.lastName}`.trim(), addressLines: personal, vatNumber: null };
}

/** The firm as its billing settings stand. */
export function supplierOf(settings: BillingSettingsView): InvoiceSupplier {
  const { bankName, accountHolder, accountNumber, branchCode, accountType } = settings;
  return {
    name: settings.registeredName,
    addressLines: [...settings.addressLines],
    vatNumber: settings.vatNumber,
    registrationNumber: settings.registrationNumber,
    email: settings.email,
    phone: settings.phone,
    bank:
      bankName && accountHolder && accountNumber && branchCode ? { bankName, accountHolder, accountNumber, branchCode, accountType } : null,
  };
}
