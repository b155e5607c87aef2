import 'reflect-metadata';
import { columnLength } from '../../records/column-bounds';
import { Invoice } from '../billing/invoice.entity';
import { Document } from '../documents/document.entity';
import { Job } from '../jobs/job.entity';
import { EVENT_ID_LENGTH, webhookEventCatalogue } from '../../../../validation/webhook-events';
import { newEventId } from './webhook-announcer';

/*
 * The event catalogue (validation/webhook-events.ts) cannot read the entities, so it states the
 * lengths of the columns its values come from: these hold it to them, and to the ids the announcer makes.
 */
describe('the webhook events’ bounds', () => {
  it('are the lengths of the columns the values are read from', () => {
    const job = webhookEventCatalogue['job.created'].data.shape;
    expect(job.templateKey.maxLength).toBe(columnLength(Job, 'templateKey'));
    expect(job.periodKey.maxLength).toBe(columnLength(Job, 'periodKey'));
    expect(webhookEventCatalogue['invoice.issued'].data.shape.number.maxLength).toBe(columnLength(Invoice, 'number'));
    expect(webhookEventCatalogue['document.uploaded'].data.shape.mimeType.maxLength).toBe(columnLength(Document, 'mimeType'));
  });

  it('hold every event id the announcer makes', () => {
    for (let draw = 0; draw < 20; draw += 1) expect(newEventId()).toHaveLength(EVENT_ID_LENGTH);
  });
});
