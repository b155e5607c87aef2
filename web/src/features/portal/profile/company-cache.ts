import type { ApolloCache } from '@apollo/client';
import { MyCompanyDocument, type CompanyProfileFragment, type MyCompanyQuery } from '../../../graphql/generated';

/**
 * After the first save the query still holds null (the company did not exist when it ran): point
 * it at the saved company. Later saves update the normalised record by themselves.
 */
export function rememberSavedCompany(cache: ApolloCache<unknown>, company: CompanyProfileFragment) {
  cache.writeQuery<MyCompanyQuery>({ query: MyCompanyDocument, data: { myCompany: company } });
}
