import type { RestOperation } from '../../context/feature-module';
import { component, json, jsonBody, orNull, tagged } from '../../http/openapi/operation-parts';
import { jsonShowing } from '../../http/openapi/answer-example';
import { withExample } from '../../http/openapi/examples';
import { signedIn } from '../../http/openapi/security';
import { companySchema, profileSchema } from '../../../../validation/profile';
import { companyRecord } from './company.record';
import { userProfileRecord } from '../../accounts/user.record';
import { userProfileExample } from '../../http/openapi/example-account';
import { companyExample, companyInputExample, createdCompanyExample, profileExample } from './profile.examples';

const company = component('Company', companyRecord, companyExample);

/** /api/profile (profile.routes.ts). */
export const profileOperations: RestOperation[] = tagged('Profile', [
  {
    method: 'put',
    path: '/',
    operationId: 'updateProfile',
    summary: 'Change the caller’s own profile',
    description: 'The e-mail address cannot be changed here.',
    ...signedIn(),
    request: { body: jsonBody(withExample(profileSchema, profileExample)) },
    responses: {
      200: json('The updated account, as GET /api/auth/user shows it', component('UserProfile', userProfileRecord, userProfileExample)),
    },
  },
]);

const saveCompany = (method: 'post' | 'put', operationId: string): RestOperation => ({
  method,
  path: '/',
  operationId,
  summary: 'Save the caller’s company',
  description:
    'POST and PUT do the same: create the company when there is none (201), update it otherwise (200), so a page that believed wrongly loses nothing.',
  ...signedIn(),
  request: { body: jsonBody(withExample(companySchema, companyInputExample)) },
  responses: { 200: json('Updated', company), 201: jsonShowing('Created', company, createdCompanyExample) },
});

/** /api/company (profile.routes.ts): the caller's own company. */
export const companyOperations: RestOperation[] = tagged('Profile', [
  {
    method: 'get',
    path: '/',
    operationId: 'getCompany',
    summary: 'The caller’s company',
    ...signedIn(),
    responses: { 200: json('The company, or null when none was saved', orNull(company)) },
  },
  saveCompany('post', 'createCompany'),
  saveCompany('put', 'saveCompany'),
]);
