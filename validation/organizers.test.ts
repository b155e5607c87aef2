import { checkAnswerValue, type OrganizerQuestionValues } from './organizer-values';
import { organizerTemplateSchema } from './organizers';

const numberQuestion = (counts: boolean): OrganizerQuestionValues => ({
  key: 'rental_properties',
  kind: 'number',
  label: 'How many properties did you let?',
  help: null,
  required: false,
  choices: [],
  counts,
  shownIfYesTo: null,
});

const COUNT_MESSAGE = 'The answer to "How many properties did you let?" is a count: a whole number, 0 or more, such as 3';

describe('a number question that counts things', () => {
  it('refuses a negative or a fraction, naming the question', () => {
    expect(checkAnswerValue(numberQuestion(true), -5)).toEqual({ ok: false, message: COUNT_MESSAGE });
    expect(checkAnswerValue(numberQuestion(true), 1.5)).toEqual({ ok: false, message: COUNT_MESSAGE });
  });

  it('takes none and a whole number', () => {
    expect(checkAnswerValue(numberQuestion(true), 0)).toEqual({ ok: true, value: 0 });
    expect(checkAnswerValue(numberQuestion(true), 3)).toEqual({ ok: true, value: 3 });
  });
});

describe('a number question that measures', () => {
  it('takes a fraction and a negative, as before', () => {
    expect(checkAnswerValue(numberQuestion(false), 1.5)).toEqual({ ok: true, value: 1.5 });
    expect(checkAnswerValue(numberQuestion(false), -5)).toEqual({ ok: true, value: -5 });
  });
});

describe('the template schema', () => {
  const template = (question: object) => ({ title: 'T', sections: [{ title: 'S', questions: [{ key: 'q', label: 'Q', ...question }] }] });
  const issuesOf = (input: object) =>
    (organizerTemplateSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('reads a number question without `counts` as one that measures', () => {
    const parsed = organizerTemplateSchema.parse(template({ kind: 'number' }));
    expect(parsed.sections[0].questions[0].counts).toBe(false);
    expect(organizerTemplateSchema.parse(template({ kind: 'number', counts: true })).sections[0].questions[0].counts).toBe(true);
  });

  it('lets only a number question count things', () => {
    expect(issuesOf(template({ kind: 'amount', counts: true }))).toEqual([
      ['sections.0.questions.0.counts', 'Only a number question counts things'],
    ]);
    expect(issuesOf(template({ kind: 'number', counts: 'yes' }))).toEqual([
      ['sections.0.questions.0.counts', 'Counts must be true or false'],
    ]);
  });
});
