// The eight sectors of the Industries accordion, in display order (SPEC §2 Industries, §3 Sector).
// The first seven are named by the spec; the eighth is the firm's public-sector practice (2022).
import type { Sector, SectorLists, SectorSummary } from '../types';
import { construction } from './construction';
import { energyAndUtilities } from './energy-and-utilities';
import { hospitality } from './hospitality';
import { nonProfitOrganizations } from './non-profit-organizations';
import { propertyDevelopment } from './property-development';
import { publicSectorAndMunicipalities } from './public-sector-and-municipalities';
import { solarAndEnergy } from './solar-and-energy';
import { truckingAndLogistics } from './trucking-and-logistics';

export const sectors: SectorSummary[] = [
  energyAndUtilities,
  hospitality,
  propertyDevelopment,
  solarAndEnergy,
  construction,
  truckingAndLogistics,
  nonProfitOrganizations,
  publicSectorAndMunicipalities,
];

const listLoaders: Record<string, () => Promise<{ lists: SectorLists }>> = {
  'energy-and-utilities': () => import('./energy-and-utilities.lists'),
  hospitality: () => import('./hospitality.lists'),
  'property-development': () => import('./property-development.lists'),
  'solar-and-energy': () => import('./solar-and-energy.lists'),
  construction: () => import('./construction.lists'),
  'trucking-and-logistics': () => import('./trucking-and-logistics.lists'),
  'non-profit-organizations': () => import('./non-profit-organizations.lists'),
  'public-sector-and-municipalities': () => import('./public-sector-and-municipalities.lists'),
};

/**
 * A sector's challenges and solutions. They are most of the Industries page's text and show
 * only in an open accordion item, so each sector's lists are fetched when first needed.
 */
export async function loadSectorLists(slug: string): Promise<SectorLists> {
  const load = listLoaders[slug];
  if (!load) throw new Error(`No sector called ${slug}`);
  return (await load()).lists;
}

/** Every sector with its lists, for checks over the whole content. */
export async function loadAllSectors(): Promise<Sector[]> {
  return Promise.all(sectors.map(async (summary) => ({ ...summary, ...(await loadSectorLists(summary.slug)) })));
}
