import { formPathOf } from './template-errors';
import { suggestKey } from './template-form';

describe('a key suggested from a question', () => {
  it('is the question in small letters joined by _, a letter first', () => {
    expect(suggestKey('Do you have medical aid?', new Set())).toBe('do_you_have_medical_aid');
    expect(suggestKey('Rémunération from São Paulo', new Set())).toBe('remuneration_from_sao_paulo');
    expect(suggestKey('2025 travel logbook', new Set())).toBe('q_2025_travel_logbook');
    expect(suggestKey('???', new Set())).toBe('q');
  });

  it('ends at a word within 40 characters, and is never one already taken', () => {
    const long = suggestKey('Did you receive a travel allowance from your employer during the year?', new Set());
    expect(long).toBe('did_you_receive_a_travel_allowance_from');
    expect(long.length).toBeLessThanOrEqual(40);
    expect(suggestKey('Employed?', new Set(['employed', 'employed_2']))).toBe('employed_3');
  });
});

describe('the form path of a schema or server path', () => {
  it('puts a message about one choice on the choices, and one about a whole list on its root', () => {
    expect(formPathOf('sections.0.questions.1.choices.3')).toBe('sections.0.questions.1.choices');
    expect(formPathOf(['sections', 2, 'questions'])).toBe('sections.2.questions.root');
    expect(formPathOf('sections')).toBe('sections.root');
    expect(formPathOf('sections.1.questions.0.key')).toBe('sections.1.questions.0.key');
  });
});
