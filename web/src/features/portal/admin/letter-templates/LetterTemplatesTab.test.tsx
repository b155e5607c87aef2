import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  CreateLetterTemplateMutation,
  CreateLetterTemplateMutationVariables,
  DeleteLetterTemplateMutation,
  DeleteLetterTemplateMutationVariables,
  PreviewEngagementLetterQuery,
  PreviewEngagementLetterQueryVariables,
  UpdateLetterTemplateMutation,
  UpdateLetterTemplateMutationVariables,
} from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { quietOverview } from '../admin-test-kit';
import { engagementCard, engagementsAre } from '../../engagements/engagements-test-kit';
import { bookkeepingTemplate, letterTemplate, mergeFieldsAre, templatesAre } from '../../letters/letter-list-test-kit';

async function openTab() {
  server.use(...quietOverview(), mergeFieldsAre(), engagementsAre([engagementCard()]).handler);
  renderPortalAs(adminUser(), '/portal/admin?tab=letter-templates');
  return within(await screen.findByRole('region', { name: 'Letter templates' }));
}

/** Puts text into a field as typed: userEvent.type reads braces as key names. */
async function write(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('the admin panel, Letter templates', () => {
  it('opens from ?tab=letter-templates and lists each template with when it was last updated', async () => {
    server.use(templatesAre([letterTemplate(), bookkeepingTemplate()]).handler);
    const tab = await openTab();
    const row = await tab.findByRole('listitem', { name: 'Tax return engagement letter' });
    expect(row).toHaveTextContent('Last updated 1 Nov 2026, 10:00');
    expect(within(row).getByRole('button', { name: 'Edit Tax return engagement letter' })).toBeInTheDocument();
    expect(tab.getByRole('listitem', { name: 'Monthly bookkeeping engagement letter' })).toHaveTextContent(
      'Last updated 5 Nov 2026, 10:00',
    );
    expect(screen.getByRole('tab', { name: 'Letter templates' })).toHaveAttribute('aria-selected', 'true');
  });

  it('creates a template: an unknown merge field is refused beside the text, a server refusal keeps what was written', async () => {
    const templates = templatesAre([]);
    const asked: CreateLetterTemplateMutationVariables[] = [];
    server.use(
      templates.handler,
      graphql.mutation<CreateLetterTemplateMutation, CreateLetterTemplateMutationVariables>('CreateLetterTemplate', ({ variables }) => {
        asked.push(variables);
        if (asked.length === 1)
          return graphqlError('The letter is too long to store once its merge fields are filled in: shorten the template', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'body', message: 'The letter is too long to store once its merge fields are filled in: shorten the template' },
            ],
          });
        const created = letterTemplate({
          id: 'template-9',
          title: variables.input.title,
          body: variables.input.body,
          updatedAt: '2026-11-24T08:00:00.000Z',
        });
        templates.state.templates = [created];
        return HttpResponse.json({ data: { createLetterTemplate: created } });
      }),
    );
    const tab = await openTab();
    expect(await tab.findByText('No templates yet. Write one to send engagement letters.')).toBeInTheDocument();
    await userEvent.click(tab.getByRole('button', { name: 'New template' }));
    const form = within(await screen.findByRole('form', { name: 'New letter template' }));

    await userEvent.type(form.getByLabelText(/^Title/), 'VAT registration letter');
    const body = form.getByLabelText('Text (Markdown)');
    await write(body, 'Dear {{client.nickname}},\n\nWe register you for VAT.');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(body).toHaveAccessibleDescription(/^Unknown merge field \{\{client\.nickname\}\}: use the fields offered/));
    expect(asked).toEqual([]);

    // The merge field list puts a field where the cursor was.
    await userEvent.clear(body);
    await write(body, 'Dear ,');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.click(form.getByRole('button', { name: /^Insert \{\{client\.fullName\}\}/ }));
    expect(body).toHaveValue('Dear {{client.fullName}},');
    await waitFor(() => expect(body).not.toHaveAccessibleDescription());

    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(body).toHaveAccessibleDescription('The letter is too long to store once its merge fields are filled in: shorten the template'),
    );
    expect(form.getByLabelText(/^Title/)).toHaveValue('VAT registration letter');
    expect(body).toHaveValue('Dear {{client.fullName}},');

    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ input: { title: 'VAT registration letter', body: 'Dear {{client.fullName}},', feeSchedule: null } });
    expect(await tab.findByRole('listitem', { name: 'VAT registration letter' })).toBeInTheDocument();
  });

  it('previews the text for an engagement, and names the fields that engagement has no value for', async () => {
    const asked: PreviewEngagementLetterQueryVariables[] = [];
    server.use(
      templatesAre([letterTemplate()]).handler,
      graphql.query<PreviewEngagementLetterQuery, PreviewEngagementLetterQueryVariables>('PreviewEngagementLetter', ({ variables }) => {
        asked.push(variables);
        if (variables.input.body?.includes('company.taxNumber'))
          return graphqlError('This letter cannot be sent yet: company.taxNumber has no value for this client', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'engagementId', message: 'company.taxNumber has no value for this client' }],
          });
        return HttpResponse.json({
          data: { previewEngagementLetter: { __typename: 'LetterPreview', title: null, bodyHtml: '<p>Dear Sipho Dlamini,</p>' } },
        });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Edit Tax return engagement letter' }));
    const form = within(await screen.findByRole('form', { name: 'Edit letter template' }));
    const engagement = await form.findByRole('option', { name: '2025 Annual Financial Statements & ITR14 (Sipho Dlamini)' });
    await userEvent.selectOptions(form.getByLabelText('Engagement to preview for'), engagement);
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    expect(await form.findByRole('region', { name: 'The letter as the client would read it' })).toHaveTextContent('Dear Sipho Dlamini,');
    expect(asked).toEqual([{ input: { engagementId: 'engagement-1', body: letterTemplate().body } }]);

    await write(form.getByLabelText('Text (Markdown)'), ' Tax number {{company.taxNumber}}');
    await userEvent.click(form.getByRole('button', { name: 'Preview' }));
    expect(await form.findByRole('alert')).toHaveTextContent('company.taxNumber has no value for this client');
    expect(form.queryByRole('region', { name: 'The letter as the client would read it' })).not.toBeInTheDocument();
  });

  it('edits a template and saves it under its id', async () => {
    const templates = templatesAre([letterTemplate()]);
    const asked: UpdateLetterTemplateMutationVariables[] = [];
    server.use(
      templates.handler,
      graphql.mutation<UpdateLetterTemplateMutation, UpdateLetterTemplateMutationVariables>('UpdateLetterTemplate', ({ variables }) => {
        asked.push(variables);
        const updated = letterTemplate({ title: variables.input.title, body: variables.input.body, updatedAt: '2026-11-24T08:00:00.000Z' });
        templates.state.templates = [updated];
        return HttpResponse.json({ data: { updateLetterTemplate: updated } });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Edit Tax return engagement letter' }));
    const form = within(await screen.findByRole('form', { name: 'Edit letter template' }));
    const title = form.getByLabelText(/^Title/);
    expect(title).toHaveValue('Tax return engagement letter');
    expect(form.getByLabelText('Text (Markdown)')).toHaveValue(letterTemplate().body);
    await userEvent.clear(title);
    await userEvent.type(title, 'Individual tax return letter');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await tab.findByRole('listitem', { name: 'Individual tax return letter' })).toHaveTextContent('Last updated 24 Nov 2026, 10:00');
    expect(asked).toEqual([
      { id: 'template-1', input: { title: 'Individual tax return letter', body: letterTemplate().body, feeSchedule: null } },
    ]);
  });

  it('deletes a template once confirmed', async () => {
    const asked: DeleteLetterTemplateMutationVariables[] = [];
    server.use(
      templatesAre([letterTemplate(), bookkeepingTemplate()]).handler,
      graphql.mutation<DeleteLetterTemplateMutation, DeleteLetterTemplateMutationVariables>('DeleteLetterTemplate', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { deleteLetterTemplate: { __typename: 'LetterTemplate', id: variables.id } } });
      }),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Delete Tax return engagement letter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this template?' }));
    expect(dialog.getByText(/Letters already sent from it keep their text/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(tab.queryByRole('listitem', { name: 'Tax return engagement letter' })).not.toBeInTheDocument());
    expect(tab.getByRole('listitem', { name: 'Monthly bookkeeping engagement letter' })).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'template-1' }]);
    expect(await screen.findByText('"Tax return engagement letter" was deleted.')).toBeInTheDocument();
  });
});
