import { registerEnumType } from 'type-graphql';
import { enumNamesOf } from '../../../validation/enum-names';
import { countryValues } from '../../../validation/users';

/** Where a person lives, as the admin's new-user form offers it. */
export const CountryKind = enumNamesOf(countryValues);
export type CountryKind = (typeof countryValues)[number];
registerEnumType(CountryKind, { name: 'Country', description: 'SOUTH_AFRICA (the default), BOTSWANA, NAMIBIA, ZIMBABWE or OTHER' });
