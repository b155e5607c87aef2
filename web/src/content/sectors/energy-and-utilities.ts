import type { SectorSummary } from '../types';

export const energyAndUtilities: SectorSummary = {
  slug: 'energy-and-utilities',
  name: 'Energy & Utilities',
  icon: '⚡',
  description: 'Regulatory, tariff and financial expertise for electricity distributors, water service providers and utility operators.',
};
