import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { answer, createTemplate, demoOrganizerTemplateIds, newEngagement, sendOrganizer } from './organizers-test-kit';

const ANSWER = `mutation ($id: ID!, $input: AnswerOrganizerQuestionInput!) {
  answerOrganizerQuestion(id: $id, input: $input) { answer { questionKey value } }
}`;

const QUESTIONS = 'sections { questions { key kind counts } }';

/** Rental income: a question that counts things, one that measures, and an amount. */
const rentalTemplate = {
  title: 'Rental organizer',
  sections: [
    {
      title: 'Rental income',
      questions: [
        { key: 'rental_properties', kind: 'number', label: 'How many properties did you let?', counts: true },
        { key: 'business_km', kind: 'number', label: 'Business kilometres travelled' },
        { key: 'rental_gross', kind: 'amount', label: 'Total rent received' },
      ],
    },
  ],
};

const COUNT_MESSAGE = 'The answer to "How many properties did you let?" is a count: a whole number, 0 or more, such as 3';

const countsOf = (sections: { questions: { key: string; counts?: boolean }[] }[]) =>
  sections.flatMap((section) => section.questions.map((question) => [question.key, question.counts]));

describe.each(testDatabaseTargets)('organizers: number questions that count things ($name)', (target) => {
  let t: TestApp;
  let client: TestAgent;
  let advisor: TestAgent;
  let admin: TestAgent;
  let templateId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    [client, advisor, admin] = await Promise.all([t.agent('client'), t.agent('advisor'), t.agent('admin')]);
    templateId = await createTemplate(admin, rentalTemplate);
  }, 60_000);
  afterAll(() => t.close());

  it('keeps whether a number question counts, in REST and GraphQL alike; only a number question counts', async () => {
    const rest = await advisor.get(`/api/organizer-templates/${templateId}`).expect(200);
    expect(countsOf(rest.body.sections)).toEqual([
      ['rental_properties', true],
      ['business_km', false],
      ['rental_gross', false],
    ]);
    const gql = await graphql(advisor, `query ($id: ID!) { organizerTemplate(id: $id) { ${QUESTIONS} } }`, { id: templateId }).expect(200);
    expect(gql.body.data.organizerTemplate.sections[0].questions[0]).toEqual({ key: 'rental_properties', kind: 'NUMBER', counts: true });

    const created = await graphql(
      admin,
      `mutation ($input: OrganizerTemplateInput!) { createOrganizerTemplate(input: $input) { ${QUESTIONS} } }`,
      {
        input: {
          title: 'GraphQL counts',
          sections: [{ title: 'One', questions: [{ key: 'n', kind: 'NUMBER', label: 'N', counts: true }] }],
        },
      },
    ).expect(200);
    expect(created.body.data.createOrganizerTemplate.sections[0].questions[0]).toEqual({ key: 'n', kind: 'NUMBER', counts: true });

    const refused = await admin
      .post('/api/organizer-templates')
      .send({ title: 'Broken', sections: [{ title: 'S', questions: [{ key: 'a', kind: 'amount', label: 'A', counts: true }] }] })
      .expect(400);
    expect(refused.body.errors).toEqual([{ path: 'sections.0.questions.0.counts', message: 'Only a number question counts things' }]);
  });

  it('refuses -5 and 1.5 for a counting question over GraphQL and REST, naming it; takes 0 and 3, and a fraction for a measure', async () => {
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);

    for (const value of [-5, 1.5]) {
      const gql = await graphql(client, ANSWER, { id: organizer.id, input: { questionKey: 'rental_properties', value } }).expect(200);
      expect(gql.body.errors[0]).toMatchObject({ message: COUNT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
      const rest = await answer(client, organizer.id, 'rental_properties', { value }, 400);
      expect(rest.body).toMatchObject({ message: COUNT_MESSAGE, errors: [{ path: 'value', message: COUNT_MESSAGE }] });
    }
    expect((await client.get(`/api/organizers/${organizer.id}/answers`).expect(200)).body).toEqual([]);

    await answer(client, organizer.id, 'rental_properties', { value: 0 });
    const three = await graphql(client, ANSWER, { id: organizer.id, input: { questionKey: 'rental_properties', value: 3 } }).expect(200);
    expect(three.body.data.answerOrganizerQuestion.answer).toEqual({ questionKey: 'rental_properties', value: 3 });
    const measured = await answer(client, organizer.id, 'business_km', { value: 1234.5 });
    expect(measured.body.answer.value).toBe(1234.5);
    // The organizer keeps the question as sent: it counts there too.
    expect(countsOf(organizer.sections)[0]).toEqual(['rental_properties', true]);
  });

  it('reads a question stored before counting existed as a measure, so nothing stored changes meaning', async () => {
    const storedBefore = [
      {
        title: 'Travel',
        description: null,
        questions: [{ key: 'trips', kind: 'number', label: 'Trips', help: null, required: false, choices: [], shownIfYesTo: null }],
      },
    ];
    await t.database.dataSource.query('UPDATE organizer_templates SET sections = ? WHERE id = ?', [
      JSON.stringify(storedBefore),
      templateId,
    ]);
    const rest = await advisor.get(`/api/organizer-templates/${templateId}`).expect(200);
    expect(countsOf(rest.body.sections)).toEqual([['trips', false]]);
    const gql = await graphql(advisor, `query ($id: ID!) { organizerTemplate(id: $id) { ${QUESTIONS} } }`, { id: templateId }).expect(200);
    expect(gql.body.data.organizerTemplate.sections[0].questions).toEqual([{ key: 'trips', kind: 'NUMBER', counts: false }]);

    // An organizer sent before: its own copy of the questions reads the same.
    const organizer = await sendOrganizer(advisor, (await newEngagement(t)).id, templateId);
    await t.database.dataSource.query('UPDATE organizers SET sections = ? WHERE id = ?', [JSON.stringify(storedBefore), organizer.id]);
    const sent = await graphql(client, `query ($id: ID!) { organizer(id: $id) { ${QUESTIONS} } }`, { id: organizer.id }).expect(200);
    expect(sent.body.data.organizer.sections[0].questions).toEqual([{ key: 'trips', kind: 'NUMBER', counts: false }]);
    await answer(client, organizer.id, 'trips', { value: 1.5 });
    await admin.put(`/api/organizer-templates/${templateId}`).send(rentalTemplate).expect(200);
  });

  it('counts the demo templates’ properties and dependants, and measures kilometres', async () => {
    const itr12 = (await advisor.get(`/api/organizer-templates/${demoOrganizerTemplateIds.itr12}`).expect(200)).body;
    const counting = countsOf(itr12.sections).filter(([key]) =>
      ['medical_dependants', 'rental_properties', 'business_km'].includes(String(key)),
    );
    expect(counting).toEqual([
      ['medical_dependants', true],
      ['rental_properties', true],
      ['business_km', false],
    ]);
  });
});
