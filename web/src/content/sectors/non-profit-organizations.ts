import type { SectorSummary } from '../types';

export const nonProfitOrganizations: SectorSummary = {
  slug: 'non-profit-organizations',
  name: 'Non-Profit Organizations',
  icon: '🤝',
  description: 'Governance, tax exemption and donor reporting support for NPOs, NGOs, trusts, foundations and community organisations.',
};
