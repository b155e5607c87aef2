import { choiceKinds, organizerQuestionKindValues, type OrganizerQuestionKindValue } from '@validation/organizer-values';

/** The kinds of question in plain words, in the order the editor offers them. */
const kindLabels: Record<OrganizerQuestionKindValue, string> = {
  yes_no: 'Yes / no',
  short_text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  amount: 'Amount in rand',
  date: 'Date',
  single_choice: 'One of several choices',
  multiple_choice: 'Several choices',
  file: 'Upload a file',
};

export const kindOptions = organizerQuestionKindValues.map((value) => ({ value, label: kindLabels[value] }));

/** Only these offer choices: the editor shows the choices box for them alone. */
export const isChoiceKind = (kind: OrganizerQuestionKindValue) => choiceKinds.includes(kind);
