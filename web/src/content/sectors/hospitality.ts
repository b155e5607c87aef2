import type { SectorSummary } from '../types';

export const hospitality: SectorSummary = {
  slug: 'hospitality',
  name: 'Hospitality',
  icon: '🏨',
  description: 'Accounting, tax and advisory support for hotels, lodges, guest houses, restaurants and conference venues.',
};
