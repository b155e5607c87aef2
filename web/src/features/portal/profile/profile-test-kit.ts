import { graphql, HttpResponse } from 'msw';
import type {
  CompanyProfileFragment,
  MyCompanyQuery,
  SaveCompanyMutation,
  SaveCompanyMutationVariables,
  SessionUserFragment,
  UpdateProfileMutation,
  UpdateProfileMutationVariables,
} from '../../../graphql/generated';
import { graphqlError } from '../portal-test-kit';

export function dlaminiLogistics(overrides: Partial<CompanyProfileFragment> = {}): CompanyProfileFragment {
  return {
    __typename: 'Company',
    id: 'company-1',
    name: 'Dlamini Logistics (Pty) Ltd',
    registrationNumber: '2015/123456/07',
    taxNumber: '9123456780',
    vatNumber: null,
    industry: 'Trucking & Logistics',
    employees: 48,
    annualRevenue: 18750000,
    phone: '+27 11 555 0140',
    email: 'accounts@dlaminilogistics.co.za',
    website: 'https://www.dlaminilogistics.co.za',
    description: 'Road freight across Gauteng.',
    ...overrides,
  };
}

export const myCompanyIs = (company: CompanyProfileFragment | null) =>
  graphql.query<MyCompanyQuery>('MyCompany', () => HttpResponse.json({ data: { myCompany: company } }));

interface Options {
  /** Answer with an error instead. */
  fail?: boolean;
  /** Hold the answer back until this settles (to see the pending state). */
  hold?: Promise<void>;
}

/** Answers UpdateProfile with the user as sent and records what was sent. */
export function profileUpdates(user: SessionUserFragment, { fail = false, hold }: Options = {}) {
  const sent: UpdateProfileMutationVariables['input'][] = [];
  const handler = graphql.mutation<UpdateProfileMutation, UpdateProfileMutationVariables>('UpdateProfile', async ({ variables }) => {
    sent.push(variables.input);
    await hold;
    if (fail) return graphqlError('Internal server error', { code: 'INTERNAL_SERVER_ERROR' });
    const { input } = variables;
    return HttpResponse.json({
      data: {
        updateProfile: {
          ...user,
          firstName: input.firstName ?? user.firstName,
          lastName: input.lastName ?? user.lastName,
          phone: input.phone ?? null,
          address: input.address ?? null,
          city: input.city ?? null,
          province: input.province ?? null,
          postalCode: input.postalCode ?? null,
        },
      },
    });
  });
  return { handler, sent };
}

/** Answers SaveCompany with the company as sent (a new id when there was none) and records it. */
export function companySaves(existing: CompanyProfileFragment | null, { fail = false, hold }: Options = {}) {
  const sent: SaveCompanyMutationVariables['input'][] = [];
  const handler = graphql.mutation<SaveCompanyMutation, SaveCompanyMutationVariables>('SaveCompany', async ({ variables }) => {
    sent.push(variables.input);
    await hold;
    if (fail) return graphqlError('Internal server error', { code: 'INTERNAL_SERVER_ERROR' });
    const { input } = variables;
    return HttpResponse.json({
      data: {
        saveCompany: {
          __typename: 'Company',
          id: existing?.id ?? 'company-new',
          name: input.name ?? '',
          registrationNumber: input.registrationNumber ?? null,
          taxNumber: input.taxNumber ?? null,
          vatNumber: input.vatNumber ?? null,
          industry: input.industry ?? null,
          employees: input.employees ?? 0,
          annualRevenue: input.annualRevenue ?? 0,
          phone: input.phone ?? null,
          email: input.email ?? null,
          website: input.website ?? null,
          description: input.description ?? null,
        },
      },
    });
  });
  return { handler, sent };
}
