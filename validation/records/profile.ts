import { z } from 'zod';

/**
 * A company as REST answers it (GET, POST and PUT /api/company), in the order the JSON carries
 * it. companyJson (api/src/features/profile/profile.routes.ts) is built from this list;
 * record-shapes.test.ts compares it with the GraphQL type Company.
 */
export const companyRecord = z.strictObject({
  id: z.string().describe('The company id'),
  name: z.string().describe('The registered name'),
  registrationNumber: z.string().nullable().describe('CIPC number, e.g. 2015/123456/07'),
  taxNumber: z.string().nullable().describe('SARS tax number'),
  industry: z.string().nullable().describe('The industry it works in'),
  employees: z.int().describe('How many people it employs (0 when not given)'),
  annualRevenue: z.number().describe('Rand (ZAR) a year, to the cent (0 when not given)'),
  phone: z.string().nullable().describe("The company's phone number"),
  email: z.string().nullable().describe("The company's e-mail address"),
  website: z.string().nullable().describe('An http(s) address'),
  description: z.string().nullable().describe('What the company does'),
  createdAt: z.iso.datetime().describe('When it was first saved'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});
