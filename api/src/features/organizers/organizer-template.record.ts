import { customField, describeRecord, idField, instantField, privacy, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { OrganizerTemplate } from './organizer-template.entity';
import { OrganizerSectionType, organizerSectionsRecord } from './organizer-sections.record';

// The firm's own questionnaires: nothing in them is about a person.
const FIRMS = { privacy: privacy.notPersonal } as const;

/** An organizer template, as both APIs and the OpenAPI document show it (/api/organizer-templates). */
export const organizerTemplateDescription = describeRecord({
  name: 'OrganizerTemplate',
  description: 'A questionnaire the firm sends again and again: sections of questions',
  entity: OrganizerTemplate,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The template id', FIRMS),
    title: textField('Its title, the organizer’s title when sent', FIRMS),
    description: textField('What it is for, shown to the client above the questions', { nullable: true, ...FIRMS }),
    sections: customField(organizerSectionsRecord, () => [OrganizerSectionType], 'Its sections of questions, in order', FIRMS),
    createdAt: instantField('When it was created', FIRMS),
    updatedAt: instantField('When it last changed', FIRMS),
  },
});

/** A template as REST answers it, in the order the JSON carries it. */
export const organizerTemplateRecord = restShapeOf(organizerTemplateDescription);
