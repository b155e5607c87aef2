import type { SectorSummary } from '../types';

export const publicSectorAndMunicipalities: SectorSummary = {
  slug: 'public-sector-and-municipalities',
  name: 'Public Sector & Municipalities',
  icon: '🏛️',
  description: 'Financial management, MFMA compliance and revenue support for municipalities, municipal entities and public agencies.',
};
