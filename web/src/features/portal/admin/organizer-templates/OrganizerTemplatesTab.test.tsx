import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { adminUser } from '../../../../test/fixtures';
import type {
  CreateOrganizerTemplateMutation,
  CreateOrganizerTemplateMutationVariables,
  DeleteOrganizerTemplateMutation,
  DeleteOrganizerTemplateMutationVariables,
  UpdateOrganizerTemplateMutation,
  UpdateOrganizerTemplateMutationVariables,
} from '../../../../graphql/generated';
import { graphqlError, renderPortalAs } from '../../portal-test-kit';
import { quietOverview } from '../admin-test-kit';
import { organizerTemplate, organizerTemplatesAre, provisionalTemplate, question, templateFromInput } from './organizer-templates-test-kit';

type Scope = BoundFunctions<typeof queries>;

async function openTab() {
  server.use(...quietOverview());
  renderPortalAs(adminUser(), '/portal/admin?tab=organizer-templates');
  return within(await screen.findByRole('region', { name: 'Organizer templates' }));
}

const sectionBox = (form: Scope, section: number) => within(form.getByRole('group', { name: `Section ${section}` }));
const questionBox = (form: Scope, section: number, question: number) =>
  within(form.getByRole('group', { name: `Section ${section}, Question ${question}` }));
const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function editItr12(tab: Scope) {
  await userEvent.click(await tab.findByRole('button', { name: 'Edit Individual income tax return (ITR12) organizer' }));
  return within(await screen.findByRole('form', { name: 'Edit organizer template' }));
}

describe('the admin panel, Organizer templates', () => {
  it('opens from ?tab=organizer-templates and lists each template with what it asks and when it was last updated', async () => {
    server.use(organizerTemplatesAre([organizerTemplate(), provisionalTemplate()]).handler);
    const tab = await openTab();
    const row = await tab.findByRole('listitem', { name: 'Individual income tax return (ITR12) organizer' });
    expect(row).toHaveTextContent('What we need to file your ITR12.');
    expect(row).toHaveTextContent('2 sections, 5 questions · Last updated 1 Nov 2026, 10:00');
    expect(within(row).getByRole('button', { name: 'Edit Individual income tax return (ITR12) organizer' })).toBeInTheDocument();
    expect(tab.getByRole('listitem', { name: 'Provisional tax estimate (IRP6) organizer' })).toHaveTextContent(
      '1 section, 1 question · Last updated 5 Nov 2026, 10:00',
    );
    expect(screen.getByRole('tab', { name: 'Organizer templates' })).toHaveAttribute('aria-selected', 'true');
  });

  it('creates a template: each problem is named by section and question, and a server refusal keeps what was written', async () => {
    const templates = organizerTemplatesAre([]);
    const asked: CreateOrganizerTemplateMutationVariables[] = [];
    server.use(
      templates.handler,
      graphql.mutation<CreateOrganizerTemplateMutation, CreateOrganizerTemplateMutationVariables>(
        'CreateOrganizerTemplate',
        ({ variables }) => {
          asked.push(variables);
          if (asked.length === 1)
            return graphqlError('Invalid input', {
              code: 'BAD_USER_INPUT',
              fieldErrors: [{ path: 'sections.0.questions.1.choices.1', message: 'A choice must be at most 100 characters' }],
            });
          const created = templateFromInput('organizer-template-9', variables.input);
          templates.state.templates = [created];
          return HttpResponse.json({ data: { createOrganizerTemplate: created } });
        },
      ),
    );
    const tab = await openTab();
    expect(await tab.findByText('No templates yet. Write one to send organizers.')).toBeInTheDocument();
    await userEvent.click(tab.getByRole('button', { name: 'New template' }));
    const form = within(await screen.findByRole('form', { name: 'New organizer template' }));
    await userEvent.type(form.getByLabelText(/^Title/), 'Rental income organizer');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));

    // Checked before anything is sent: each message beneath its field, and named in the list above the buttons.
    expect(await form.findByRole('button', { name: 'Section 1: Section title is required' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Section 1, question 1: Question is required' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Section 1, question 1: Question key is required' })).toBeInTheDocument();
    const first = questionBox(form, 1, 1);
    expect(first.getByLabelText(/^Key/)).toHaveAccessibleDescription('Question key is required');
    expect(asked).toEqual([]);

    // The list takes the focus to the field it names; a key is made from the question's words.
    await userEvent.click(form.getByRole('button', { name: 'Section 1, question 1: Question is required' }));
    expect(first.getByLabelText(/^Question/)).toHaveFocus();
    await userEvent.type(first.getByLabelText(/^Question/), 'Do you let out property?');
    await userEvent.tab();
    expect(first.getByLabelText(/^Key/)).toHaveValue('do_you_let_out_property');
    await waitFor(() => expect(first.getByLabelText(/^Key/)).not.toHaveAccessibleDescription());
    await userEvent.click(first.getByRole('checkbox', { name: 'Required' }));
    await userEvent.type(sectionBox(form, 1).getByLabelText('Section title'), 'Properties');

    await userEvent.click(form.getByRole('button', { name: 'Add a question to section 1' }));
    const second = questionBox(form, 1, 2);
    expect(second.getByLabelText(/^Question/)).toHaveFocus();
    await userEvent.type(second.getByLabelText(/^Question/), 'What kind of property?');
    await userEvent.selectOptions(second.getByLabelText('Kind of answer'), 'One of several choices');
    await userEvent.type(second.getByLabelText('Choices (one a line)'), 'House');
    await userEvent.selectOptions(
      second.getByLabelText('Show only when the answer to … is yes'),
      'Do you let out property? (section 1, question 1)',
    );
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await form.findByRole('button', { name: 'Section 1, question 2: Offer at least 2 choices' })).toBeInTheDocument();
    expect(form.queryByRole('button', { name: /^Section 1: / })).not.toBeInTheDocument();
    expect(asked).toEqual([]);

    // The server refuses one choice: its message goes to the choices, and everything written stays.
    await userEvent.type(second.getByLabelText('Choices (one a line)'), '{Enter}Flat');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(second.getByLabelText('Choices (one a line)')).toHaveAccessibleDescription('A choice must be at most 100 characters'),
    );
    expect(form.getByRole('button', { name: 'Section 1, question 2: A choice must be at most 100 characters' })).toBeInTheDocument();
    expect(await screen.findByText('The template was not saved')).toBeInTheDocument();
    expect(form.getByLabelText(/^Title/)).toHaveValue('Rental income organizer');
    expect(second.getByLabelText(/^Question/)).toHaveValue('What kind of property?');
    expect(second.getByLabelText('Choices (one a line)')).toHaveValue('House\nFlat');

    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({
      input: {
        title: 'Rental income organizer',
        description: null,
        sections: [
          {
            title: 'Properties',
            description: null,
            questions: [
              {
                key: 'do_you_let_out_property',
                kind: 'YES_NO',
                label: 'Do you let out property?',
                help: null,
                required: true,
                choices: [],
                counts: false,
                shownIfYesTo: null,
              },
              {
                key: 'what_kind_of_property',
                kind: 'SINGLE_CHOICE',
                label: 'What kind of property?',
                help: null,
                required: false,
                choices: ['House', 'Flat'],
                counts: false,
                shownIfYesTo: 'do_you_let_out_property',
              },
            ],
          },
        ],
      },
    });
    expect(await tab.findByRole('listitem', { name: 'Rental income organizer' })).toHaveTextContent('1 section, 2 questions');
  });

  it('edits a template: a failed save keeps every change, and a renamed key carries its conditions along', async () => {
    const templates = organizerTemplatesAre([organizerTemplate()]);
    const asked: UpdateOrganizerTemplateMutationVariables[] = [];
    let failing = true;
    server.use(
      templates.handler,
      graphql.mutation<UpdateOrganizerTemplateMutation, UpdateOrganizerTemplateMutationVariables>(
        'UpdateOrganizerTemplate',
        ({ variables }) => {
          asked.push(variables);
          if (failing) return graphqlError('The template could not be stored just now.');
          const updated = templateFromInput(variables.id, variables.input);
          templates.state.templates = [updated];
          return HttpResponse.json({ data: { updateOrganizerTemplate: updated } });
        },
      ),
    );
    const tab = await openTab();
    const form = await editItr12(tab);
    expect(form.getByLabelText(/^Title/)).toHaveValue('Individual income tax return (ITR12) organizer');
    const scheme = questionBox(form, 2, 3);
    expect(scheme.getByLabelText('Kind of answer')).toHaveDisplayValue('One of several choices');
    expect(scheme.getByLabelText('Choices (one a line)')).toHaveValue('Discovery\nBonitas');
    expect(questionBox(form, 1, 1).getByRole('checkbox', { name: 'Required' })).toBeChecked();
    expect(questionBox(form, 1, 2).getByLabelText('Show only when the answer to … is yes')).toHaveDisplayValue(
      'Were you employed during the tax year? (section 1, question 1)',
    );

    const key = questionBox(form, 1, 1).getByLabelText(/^Key/);
    await userEvent.clear(key);
    await userEvent.type(key, 'was_employed');
    // Moving keeps the focus on the moved question's button.
    await userEvent.click(scheme.getByRole('button', { name: 'Move question 3 up' }));
    expect(questionBox(form, 2, 2).getByRole('button', { name: 'Move question 2 up' })).toHaveFocus();
    expect(questionBox(form, 2, 2).getByLabelText(/^Question/)).toHaveValue('Which scheme?');

    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await form.findByText(/^The template could not be stored just now\. What you wrote is kept/)).toBeInTheDocument();
    expect(await screen.findByText('The template was not saved')).toBeInTheDocument();
    expect(questionBox(form, 1, 1).getByLabelText(/^Key/)).toHaveValue('was_employed');
    expect(questionBox(form, 2, 2).getByLabelText(/^Question/)).toHaveValue('Which scheme?');

    failing = false;
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await tab.findByRole('listitem', { name: 'Individual income tax return (ITR12) organizer' })).toHaveTextContent(
      'Last updated 24 Nov 2026, 10:00',
    );
    const saved = asked.at(-1)!;
    expect(saved.id).toBe('organizer-template-1');
    const [employment, medical] = saved.input.sections;
    expect(employment.questions.map(({ key, shownIfYesTo }) => [key, shownIfYesTo])).toEqual([
      ['was_employed', null],
      ['irp5', 'was_employed'],
    ]);
    expect(employment.questions[1]).toMatchObject({ kind: 'FILE', help: 'From your employer', choices: [] });
    expect(medical.questions.map(({ key, kind }) => [key, kind])).toEqual([
      ['medical_aid', 'YES_NO'],
      ['scheme', 'SINGLE_CHOICE'],
      ['dependants', 'YES_NO'],
    ]);
    expect(medical.questions[1].choices).toEqual(['Discovery', 'Bonitas']);
  });

  it('offers as conditions only the earlier yes/no questions that have none themselves, and names a condition gone wrong', async () => {
    server.use(organizerTemplatesAre([organizerTemplate()]).handler);
    const tab = await openTab();
    const form = await editItr12(tab);
    const condition = (section: number, question: number) =>
      questionBox(form, section, question).getByLabelText('Show only when the answer to … is yes');

    expect(optionNames(condition(1, 1))).toEqual(['Always shown']);
    expect(optionNames(condition(2, 3))).toEqual([
      'Always shown',
      'Were you employed during the tax year? (section 1, question 1)',
      'Do you belong to a medical aid? (section 2, question 1)',
    ]);

    // Its yes/no question moved below it: the condition shows what is wrong rather than vanish.
    await userEvent.click(questionBox(form, 2, 1).getByRole('button', { name: 'Move question 1 down' }));
    expect(condition(2, 1)).toHaveDisplayValue('Do you belong to a medical aid? (section 2, question 2): no longer allowed');
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(
      await form.findByRole('button', {
        name: 'Section 2, question 1: "Are your dependants on it?" can only depend on an earlier question: "medical_aid" is not one',
      }),
    ).toBeInTheDocument();

    // Removing a question takes the conditions on it away, and says so.
    await userEvent.click(questionBox(form, 1, 1).getByRole('button', { name: 'Remove question 1' }));
    expect(questionBox(form, 1, 1).getByLabelText(/^Question/)).toHaveValue('Upload your IRP5');
    expect(condition(1, 1)).toHaveValue('');
    expect(await screen.findByText(/One question was shown only after a yes to what you removed/)).toBeInTheDocument();
  });

  it('asks of a number question whether it counts things, and sends the tick for a number only', async () => {
    const rental = organizerTemplate({
      sections: [
        {
          __typename: 'OrganizerSection',
          title: 'Rental income',
          description: null,
          questions: [
            question({ key: 'properties', label: 'How many properties did you let?', kind: 'NUMBER', counts: true }),
            question({ key: 'business_km', label: 'Business kilometres travelled', kind: 'NUMBER' }),
            question({ key: 'rent', label: 'Total rent received', kind: 'AMOUNT' }),
          ],
        },
      ],
    });
    const templates = organizerTemplatesAre([rental]);
    const asked: UpdateOrganizerTemplateMutationVariables[] = [];
    server.use(
      templates.handler,
      graphql.mutation<UpdateOrganizerTemplateMutation, UpdateOrganizerTemplateMutationVariables>(
        'UpdateOrganizerTemplate',
        ({ variables }) => {
          asked.push(variables);
          const updated = templateFromInput(variables.id, variables.input);
          templates.state.templates = [updated];
          return HttpResponse.json({ data: { updateOrganizerTemplate: updated } });
        },
      ),
    );
    const tab = await openTab();
    const form = await editItr12(tab);
    const counts = (number: number) =>
      questionBox(form, 1, number).queryByRole('checkbox', { name: 'Counts things (whole numbers, not negative)' });

    expect(counts(1)).toBeChecked();
    expect(counts(1)).toHaveAccessibleDescription(/the client answers 0, 1, 2/);
    expect(counts(2)).not.toBeChecked();
    // Only a number question is asked: an amount is in rand and cents.
    expect(counts(3)).not.toBeInTheDocument();

    await userEvent.click(counts(2)!);
    // A tick left on a question that is no longer a number is not sent.
    await userEvent.selectOptions(questionBox(form, 1, 1).getByLabelText('Kind of answer'), 'Amount in rand');
    expect(counts(1)).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved')).toBeInTheDocument();
    expect(asked.at(-1)!.input.sections[0].questions.map(({ key, kind, counts }) => [key, kind, counts])).toEqual([
      ['properties', 'AMOUNT', false],
      ['business_km', 'NUMBER', true],
      ['rent', 'AMOUNT', false],
    ]);
  });

  it('asks before removing a section that holds questions', async () => {
    server.use(organizerTemplatesAre([organizerTemplate()]).handler);
    const tab = await openTab();
    const form = await editItr12(tab);
    await userEvent.click(sectionBox(form, 1).getByRole('button', { name: 'Remove section 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove section 1?' }));
    expect(dialog.getByText(/“Employment” and its 2 questions are taken out of the template/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove section' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form.queryByRole('group', { name: 'Section 2' })).not.toBeInTheDocument();
    expect(sectionBox(form, 1).getByLabelText('Section title')).toHaveValue('Medical aid');
    await waitFor(() => expect(sectionBox(form, 1).getByLabelText('Section title')).toHaveFocus());
    // The last section stays: a template needs one.
    expect(sectionBox(form, 1).queryByRole('button', { name: 'Remove section 1' })).not.toBeInTheDocument();
  });

  it('deletes a template once confirmed, saying organizers already sent keep their questions', async () => {
    const asked: DeleteOrganizerTemplateMutationVariables[] = [];
    server.use(
      organizerTemplatesAre([organizerTemplate(), provisionalTemplate()]).handler,
      graphql.mutation<DeleteOrganizerTemplateMutation, DeleteOrganizerTemplateMutationVariables>(
        'DeleteOrganizerTemplate',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({ data: { deleteOrganizerTemplate: { __typename: 'OrganizerTemplate', id: variables.id } } });
        },
      ),
    );
    const tab = await openTab();
    await userEvent.click(await tab.findByRole('button', { name: 'Delete Individual income tax return (ITR12) organizer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this template?' }));
    expect(dialog.getByText(/Organizers already sent from it keep their questions and answers/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete template' }));
    await waitFor(() =>
      expect(tab.queryByRole('listitem', { name: 'Individual income tax return (ITR12) organizer' })).not.toBeInTheDocument(),
    );
    expect(tab.getByRole('listitem', { name: 'Provisional tax estimate (IRP6) organizer' })).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'organizer-template-1' }]);
    expect(await screen.findByText('"Individual income tax return (ITR12) organizer" was deleted.')).toBeInTheDocument();
  });
});
