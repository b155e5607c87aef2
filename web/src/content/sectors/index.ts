// The eight sectors of the Industries accordion, in display order (SPEC §2 Industries, §3 Sector).
// The first seven are named by the spec; the eighth is the firm's public-sector practice (2022).
import type { Sector } from '../types';
import { construction } from './construction';
import { energyAndUtilities } from './energy-and-utilities';
import { hospitality } from './hospitality';
import { nonProfitOrganizations } from './non-profit-organizations';
import { propertyDevelopment } from './property-development';
import { publicSectorAndMunicipalities } from './public-sector-and-municipalities';
import { solarAndEnergy } from './solar-and-energy';
import { truckingAndLogistics } from './trucking-and-logistics';

export const sectors: Sector[] = [
  energyAndUtilities,
  hospitality,
  propertyDevelopment,
  solarAndEnergy,
  construction,
  truckingAndLogistics,
  nonProfitOrganizations,
  publicSectorAndMunicipalities,
];
