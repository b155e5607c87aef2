import type { CompanyInput, ProfileInput } from '@validation/profile';
import type { CompanyProfileFragment, SessionUserFragment } from '../../../graphql/generated';

/** The form shows every optional field as text; the shared schema turns blanks back into null. */
export type PersonalFormValues = { [Field in keyof Required<ProfileInput>]: string };
export type CompanyFormValues = { [Field in keyof Required<CompanyInput>]: string };

export function toPersonalFormValues(user: SessionUserFragment): PersonalFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    province: user.province ?? '',
    postalCode: user.postalCode ?? '',
  };
}

export const emptyCompanyForm: CompanyFormValues = {
  name: '',
  registrationNumber: '',
  taxNumber: '',
  vatNumber: '',
  industry: '',
  employees: '',
  annualRevenue: '',
  phone: '',
  email: '',
  website: '',
  description: '',
};

export function toCompanyFormValues(company: CompanyProfileFragment | null | undefined): CompanyFormValues {
  if (!company) return emptyCompanyForm;
  return {
    name: company.name,
    registrationNumber: company.registrationNumber ?? '',
    taxNumber: company.taxNumber ?? '',
    vatNumber: company.vatNumber ?? '',
    industry: company.industry ?? '',
    employees: String(company.employees),
    annualRevenue: formatRandAmount(company.annualRevenue),
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    description: company.description ?? '',
  };
}

/**
 * "18 750 000.00": rand as South Africans write it, with spaces between thousands (the shared
 * schema reads it back). Built by hand so that every browser prints the same characters.
 */
export function formatRandAmount(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${amount < 0 ? '-' : ''}${grouped}.${cents}`;
}

/** "SD" for Sipho Dlamini; the e-mail's first letter when there is no name. */
export function initialsOf(user: Pick<SessionUserFragment, 'firstName' | 'lastName' | 'email'>): string {
  const initials = [user.firstName, user.lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return initials || user.email.charAt(0).toUpperCase();
}
