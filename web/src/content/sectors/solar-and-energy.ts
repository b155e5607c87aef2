import type { SectorSummary } from '../types';

export const solarAndEnergy: SectorSummary = {
  slug: 'solar-and-energy',
  name: 'Solar and Energy',
  icon: '☀️',
  description:
    'Financial modelling, tax and compliance support for solar installers, independent power producers and renewable energy developers.',
};
