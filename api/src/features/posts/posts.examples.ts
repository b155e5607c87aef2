import type { z } from 'zod';
import type { postRecord } from './post.record';

/** A published article, as GET /api/posts lists it and GET /api/posts/{slug} answers it. */
export const postExample: z.input<typeof postRecord> = {
  id: '6748bc89-5db4-4469-8171-b6591a121046',
  title: 'Provisional tax: a guide for small businesses',
  slug: 'provisional-tax-a-guide-for-small-businesses',
  excerpt: 'Two payments a year, penalties for late or low estimates: how provisional tax works and how to stay on the right side of SARS.',
  content: [
    'Companies, and individuals who earn income that is not taxed through PAYE, pay income tax during the year in instalments called provisional tax.',
    'The first payment is due six months into the year of assessment and the second at its end. Each is based on an estimate of the taxable income for the whole year, submitted on an IRP6 return.',
    'Talk to us before each deadline and we will prepare the estimate with you.',
  ].join('\n\n'),
  category: 'Tax',
  createdAt: '2026-08-03T06:00:00.000Z',
  updatedAt: '2026-08-03T06:00:00.000Z',
};
