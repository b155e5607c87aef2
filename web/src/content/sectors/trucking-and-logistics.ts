import type { SectorSummary } from '../types';

export const truckingAndLogistics: SectorSummary = {
  slug: 'trucking-and-logistics',
  name: 'Trucking & Logistics',
  icon: '🚚',
  description:
    'Cost, tax and compliance expertise for road freight operators, couriers, warehousing and cross-border logistics businesses.',
};
