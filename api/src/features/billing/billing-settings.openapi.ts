import { z } from 'zod';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, pathParams, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { billingSettingsSchema, vatRateSchema } from '../../../../validation/billing/billing-settings-input';
import { billingSettingsRecord, vatRateRecord } from './billing-settings.record';
import { withExample } from '../../http/openapi/examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import {
  addedVatRateExample,
  billingSettingsExample,
  billingSettingsInputExample,
  removedVatRateExample,
  vatRateExample,
  vatRateInputExample,
} from './billing-settings.examples';

const settings = component('BillingSettings', billingSettingsRecord, billingSettingsExample);
const rate = component('VatRate', vatRateRecord, vatRateExample);

/** /api/billing (billing-settings.routes.ts): administrators keep the settings and rates; staff read the rates. */
export const billingSettingsOperations: RestOperation[] = tagged('Billing', [
  {
    method: 'get',
    path: '/settings',
    operationId: 'getBillingSettings',
    summary: 'The firm’s billing settings',
    description:
      'What the firm’s invoices say about the firm, its bank details for EFT, its numbering and payment terms. Until first saved, the firm’s identity stands in (updatedAt null).',
    ...signedIn(...adminRoles),
    responses: { 200: json('The settings', settings) },
  },
  {
    method: 'put',
    path: '/settings',
    operationId: 'updateBillingSettings',
    summary: 'Save the firm’s billing settings, every field',
    description: 'The bank details go together: all of bank, account holder, account number and branch code, or none.',
    ...signedIn(...adminRoles),
    request: { body: jsonBody(withExample(billingSettingsSchema, billingSettingsInputExample)) },
    responses: { 200: json('The settings saved', settings), ...errors(400) },
  },
  {
    method: 'get',
    path: '/vat-rates',
    operationId: 'listVatRates',
    summary: 'The standard VAT rates, the latest first',
    ...signedIn(...staffRoles),
    responses: { 200: json('The rates', z.array(rate)) },
  },
  {
    method: 'post',
    path: '/vat-rates',
    operationId: 'addVatRate',
    summary: 'Enter a new standard VAT rate from a day on',
    description: 'From today or a later day, and after the latest rate’s day: an invoice already issued keeps its rate.',
    ...signedIn(...adminRoles),
    request: { body: jsonBody(withExample(vatRateSchema, vatRateInputExample)) },
    responses: { 201: jsonShowing('The rate', rate, addedVatRateExample), ...errors(400, 409) },
  },
  {
    method: 'delete',
    path: '/vat-rates/{id}',
    operationId: 'removeVatRate',
    summary: 'Remove a rate entered by mistake, before it comes into force',
    ...signedIn(...adminRoles),
    request: { params: pathParams({ id: 'The rate’s id' }) },
    responses: { 200: jsonShowing('The rate removed', rate, removedVatRateExample), ...errors(404, 409) },
  },
]);
