import type TestAgent from 'supertest/lib/agent';
import { demoUserIds } from '../../demo/ids';
import { demoEngagementIds } from '../../demo/demo-portal';
import { demoOrganizerIds, demoOrganizerTemplateIds } from '../../demo/demo-organizers';
import type { TestApp } from '../../test/test-app';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { Organizer } from './organizer.entity';
export { newEngagement, engagementNotices } from '../../test/engagements';

export const { client: CLIENT_ID, secondClient: SECOND_CLIENT_ID, advisor: ADVISOR_ID, admin: ADMIN_ID } = demoUserIds;
export { demoEngagementIds, demoOrganizerIds, demoOrganizerTemplateIds };

/** An organizer as REST answers it, as far as the tests read it. */
export interface OrganizerJson {
  id: string;
  engagementId: string;
  clientId: string;
  templateId: string | null;
  title: string;
  status: string;
  dueDate: string;
  progress: { answered: number; total: number };
  sections: { title: string; questions: { key: string; kind: string; label: string }[] }[];
  [field: string]: unknown;
}

/** A day from today in SAST, YYYY-MM-DD. */
export const dayFromToday = (days: number) => todayInSouthAfrica(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** A small template: a yes/no with a conditional amount and file, a required choice, text and a date. */
export const smallTemplate = {
  title: 'Small organizer',
  description: 'For the tests',
  sections: [
    {
      title: 'Rental income',
      questions: [
        { key: 'rental', kind: 'yes_no', label: 'Did you receive rent?', required: true },
        { key: 'rental_gross', kind: 'amount', label: 'Total rent received', required: true, shownIfYesTo: 'rental' },
        { key: 'rental_documents', kind: 'file', label: 'Upload the lease', shownIfYesTo: 'rental' },
      ],
    },
    {
      title: 'About you',
      questions: [
        { key: 'marital_status', kind: 'single_choice', label: 'Marital status', required: true, choices: ['Single', 'Married'] },
        { key: 'hobbies', kind: 'multiple_choice', label: 'Hobbies', choices: ['Golf', 'Chess', 'Braai'] },
        { key: 'notes', kind: 'long_text', label: 'Anything else?' },
        { key: 'birthday', kind: 'date', label: 'Date of birth' },
        { key: 'dependants', kind: 'number', label: 'Dependants' },
      ],
    },
  ],
};

/** POST /api/organizer-templates as the admin; answers the template's id. */
export async function createTemplate(admin: TestAgent, values: object = smallTemplate): Promise<string> {
  const response = await admin.post('/api/organizer-templates').send(values).expect(201);
  return (response.body as { id: string }).id;
}

/** POST /api/organizers, expecting `status`; answers the body. */
export async function sendOrganizer(agent: TestAgent, engagementId: string, templateId: string, dueDate = dayFromToday(10), status = 201) {
  const response = await agent.post('/api/organizers').send({ engagementId, templateId, dueDate }).expect(status);
  return response.body as OrganizerJson;
}

/** PUT one answer over REST, expecting `status`. */
export function answer(agent: TestAgent, organizerId: string, questionKey: string, body: object, status = 200) {
  return agent.put(`/api/organizers/${organizerId}/answers/${questionKey}`).send(body).expect(status);
}

export const organizerRow = (t: TestApp, id: string) => t.database.dataSource.getRepository(Organizer).findOneByOrFail({ id });
