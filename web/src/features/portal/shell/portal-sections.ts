import type { RoleName } from '../../../graphql/generated';
import { portalPageTable } from './portal-page-table';

export interface PortalSection {
  label: string;
  to: string;
  /** Only viewers holding one of these roles see the link; absent means everyone. */
  roles?: RoleName[];
}

/** The sidebar of docs/product.md#portal-shell-and-dashboard, in order: the pages of portal-page-table.ts that have a link. */
export const portalSections: PortalSection[] = Object.entries(portalPageTable).flatMap(([to, { sidebar }]) =>
  sidebar ? [{ to, ...sidebar }] : [],
);

export function visibleSections(roleNames: readonly RoleName[]): PortalSection[] {
  return portalSections.filter((section) => !section.roles || section.roles.some((role) => roleNames.includes(role)));
}
