import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  CreateLetterTemplateMutation,
  CreateLetterTemplateMutationVariables,
  FeeScheduleFieldsFragment,
  UpdateLetterTemplateMutation,
  UpdateLetterTemplateMutationVariables,
} from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { quietOverview } from '../admin-test-kit';
import { engagementCard, engagementsAre } from '../../engagements/engagements-test-kit';
import { letterTemplate, mergeFieldsAre, templatesAre } from '../../letters/letter-list-test-kit';

async function openTab() {
  server.use(...quietOverview(), mergeFieldsAre(), engagementsAre([engagementCard()]).handler);
  renderPortalAs(adminUser(), '/portal/admin?tab=letter-templates');
  return within(await screen.findByRole('region', { name: 'Letter templates' }));
}

/** A retainer: R 1 500.00 set-up once, R 2 000.00 a month on the 5th, drafts first. */
const retainer = (): FeeScheduleFieldsFragment => ({
  __typename: 'FeeSchedule',
  onceLines: [
    {
      __typename: 'FeeLine',
      description: 'Set-up of the books',
      quantityThousandths: 1000,
      unitPriceCents: 150_000,
      treatment: 'STANDARD',
    },
  ],
  monthlyLines: [
    {
      __typename: 'FeeLine',
      description: 'Monthly bookkeeping retainer',
      quantityThousandths: 1000,
      unitPriceCents: 200_000,
      treatment: 'STANDARD',
    },
  ],
  perReturnLines: [],
  dayOfMonth: 5,
  reviewFirst: true,
});

describe('the letter template form’s fees', () => {
  it('sends the fees as typed, and shows a server message beneath the fee line’s field it names', async () => {
    const templates = templatesAre([]);
    const asked: CreateLetterTemplateMutationVariables[] = [];
    server.use(
      templates.handler,
      graphql.mutation<CreateLetterTemplateMutation, CreateLetterTemplateMutationVariables>('CreateLetterTemplate', ({ variables }) => {
        asked.push(variables);
        if (asked.length === 1)
          return graphqlError('Unit price must be an amount in rand with at most 2 decimals', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'feeSchedule.monthlyLines.0.unitPrice', message: 'Unit price must be less than R 1 000 000.00' }],
          });
        const created = letterTemplate({
          id: 'template-9',
          title: variables.input.title,
          body: variables.input.body,
          feeSchedule: retainer(),
        });
        templates.state.templates = [created];
        return HttpResponse.json({ data: { createLetterTemplate: created } });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'New template' }));
    const form = within(await screen.findByRole('form', { name: 'New letter template' }));
    await userEvent.type(form.getByLabelText(/^Title/), 'Bookkeeping retainer');
    await userEvent.click(form.getByLabelText('Text (Markdown)'));
    await userEvent.paste('Dear {{client.fullName}}, we keep your books.');

    expect(form.queryByRole('group', { name: 'Monthly fee 1' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('checkbox', { name: 'Letters from this template charge fees' }));
    // Ticked with nothing typed: the line's own fields are named.
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    const monthly = within(form.getByRole('group', { name: 'Monthly fee 1' }));
    await waitFor(() => expect(monthly.getByLabelText('Description')).toHaveAccessibleDescription('Description is required'));
    expect(asked).toEqual([]);

    await userEvent.type(monthly.getByLabelText('Description'), 'Monthly bookkeeping retainer');
    await userEvent.type(monthly.getByLabelText('Unit price (R, excl. VAT)'), '2 000');
    await userEvent.click(form.getByRole('button', { name: 'Add once-off fee' }));
    const once = within(form.getByRole('group', { name: 'Once-off fee 1' }));
    await userEvent.type(once.getByLabelText('Description'), 'Set-up of the books');
    await userEvent.type(once.getByLabelText('Unit price (R, excl. VAT)'), '1500');
    await userEvent.selectOptions(once.getByLabelText('VAT'), 'zero_rated');
    await userEvent.click(form.getByRole('button', { name: 'Add fee per return' }));
    const perReturn = within(form.getByRole('group', { name: 'Fee per return 1' }));
    await userEvent.type(perReturn.getByLabelText('Description'), 'EMP201 return');
    await userEvent.type(perReturn.getByLabelText('Unit price (R, excl. VAT)'), '450');
    await userEvent.selectOptions(form.getByLabelText('Invoice monthly fees on day'), '5');
    const reviewFirst = form.getByRole('checkbox', { name: 'Create drafts for staff to check first' });
    expect(reviewFirst).toBeChecked();
    await userEvent.click(reviewFirst);

    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(monthly.getByLabelText('Unit price (R, excl. VAT)')).toHaveAccessibleDescription(
        'Unit price must be less than R 1 000 000.00',
      ),
    );
    expect(monthly.getByLabelText('Description')).toHaveValue('Monthly bookkeeping retainer');

    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({
      input: {
        title: 'Bookkeeping retainer',
        body: 'Dear {{client.fullName}}, we keep your books.',
        feeSchedule: {
          onceLines: [{ description: 'Set-up of the books', quantity: '1', unitPrice: '1500.00', vatTreatment: 'ZERO_RATED' }],
          monthlyLines: [{ description: 'Monthly bookkeeping retainer', quantity: '1', unitPrice: '2000.00', vatTreatment: 'STANDARD' }],
          perReturnLines: [{ description: 'EMP201 return', quantity: '1', unitPrice: '450.00', vatTreatment: 'STANDARD' }],
          dayOfMonth: 5,
          reviewFirst: false,
        },
      },
    });
  });

  it('asks for at least one fee when every list is emptied', async () => {
    server.use(templatesAre([]).handler);
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'New template' }));
    const form = within(await screen.findByRole('form', { name: 'New letter template' }));
    await userEvent.type(form.getByLabelText(/^Title/), 'Retainer');
    await userEvent.type(form.getByLabelText('Text (Markdown)'), 'Dear client');
    await userEvent.click(form.getByRole('checkbox', { name: 'Letters from this template charge fees' }));
    await userEvent.click(form.getByRole('button', { name: 'Remove monthly fee 1' }));
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await form.findByText('Add at least one fee: once-off, monthly or per return')).toBeInTheDocument();
  });

  it('shows a template’s fees when edited, and unticking sends none', async () => {
    const templates = templatesAre([letterTemplate({ feeSchedule: retainer() })]);
    const asked: UpdateLetterTemplateMutationVariables[] = [];
    server.use(
      templates.handler,
      graphql.mutation<UpdateLetterTemplateMutation, UpdateLetterTemplateMutationVariables>('UpdateLetterTemplate', ({ variables }) => {
        asked.push(variables);
        const updated = letterTemplate({ feeSchedule: null, updatedAt: '2026-11-24T08:00:00.000Z' });
        templates.state.templates = [updated];
        return HttpResponse.json({ data: { updateLetterTemplate: updated } });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Edit Tax return engagement letter' }));
    const form = within(await screen.findByRole('form', { name: 'Edit letter template' }));
    const charges = form.getByRole('checkbox', { name: 'Letters from this template charge fees' });
    expect(charges).toBeChecked();
    const once = within(form.getByRole('group', { name: 'Once-off fee 1' }));
    expect(once.getByLabelText('Description')).toHaveValue('Set-up of the books');
    expect(once.getByLabelText('Unit price (R, excl. VAT)')).toHaveValue('1500.00');
    expect(within(form.getByRole('group', { name: 'Monthly fee 1' })).getByLabelText('Quantity')).toHaveValue('1');
    expect(form.getByLabelText('Invoice monthly fees on day')).toHaveValue('5');
    expect(form.getByRole('checkbox', { name: 'Create drafts for staff to check first' })).toBeChecked();

    await userEvent.click(charges);
    expect(form.queryByRole('group', { name: 'Once-off fee 1' })).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(asked).toEqual([
      { id: 'template-1', input: { title: 'Tax return engagement letter', body: letterTemplate().body, feeSchedule: null } },
    ]);
  });
});
