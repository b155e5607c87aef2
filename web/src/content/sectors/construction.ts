import type { SectorSummary } from '../types';

export const construction: SectorSummary = {
  slug: 'construction',
  name: 'Construction',
  icon: '🏗️',
  description: 'Tender, CIDB, tax and project accounting support for contractors, subcontractors and built-environment professionals.',
};
