import type { SectorSummary } from '../types';

export const propertyDevelopment: SectorSummary = {
  slug: 'property-development',
  name: 'Property Development',
  icon: '🏘️',
  description: 'Tax, funding and structuring support for residential, commercial and mixed-use property developers.',
};
