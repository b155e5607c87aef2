import type { z } from 'zod';
import { exampleTimes } from '../../http/openapi/example-values';
import { userProfileExample } from '../../http/openapi/example-account';
import type { companySchema, profileSchema } from '../../../../validation/profile';
import type { companyRecord } from './company.record';

/** PUT /api/profile: the example client's details as she saves them; the answer is her account with them (userProfileExample). */
export const profileExample: z.input<typeof profileSchema> = {
  firstName: userProfileExample.firstName,
  lastName: userProfileExample.lastName,
  phone: userProfileExample.phone,
  address: userProfileExample.address,
  city: userProfileExample.city,
  province: userProfileExample.province,
  postalCode: userProfileExample.postalCode,
};

/**
 * The example client's design studio, a VAT vendor (its turnover is past SARS's R1 million
 * threshold), with its revenue in rand, as the form sends it and the company record keeps it. The
 * addresses are under example.co.za, as the client's own is.
 */
const company = {
  name: 'Mokoena Interiors (Pty) Ltd',
  registrationNumber: '2019/482715/07',
  taxNumber: '9384715203',
  vatNumber: '4710293856',
  industry: 'Interior design',
  employees: 6,
  annualRevenue: 2850000,
  phone: '+27 12 555 0187',
  email: 'accounts@mokoena-interiors.example.co.za',
  website: 'https://mokoena-interiors.example.co.za',
  description: 'Interior design and fit-out of offices and homes in Pretoria and Johannesburg.',
};

/** POST and PUT /api/company: the company's fields. */
export const companyInputExample: z.input<typeof companySchema> = company;

/** The company as saved (GET /api/company, and PUT updating it): first saved with the engagement, changed since. */
export const companyExample: z.input<typeof companyRecord> = {
  id: 'bdd62b62-0643-4617-83ae-e5b5b8034d73',
  ...company,
  createdAt: exampleTimes.created,
  updatedAt: exampleTimes.updated,
};

/** The same company as a first save answers it (201): never changed since. */
export const createdCompanyExample: z.input<typeof companyRecord> = {
  ...companyExample,
  createdAt: exampleTimes.updated,
  updatedAt: exampleTimes.updated,
};
