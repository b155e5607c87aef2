import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../context/request-context';
import { heldToTrustedDocuments, type AllowedOperationsPolicy } from './allowed-operations';

/** graphql-js ends a message with its guesses: ` Did you mean "email"?`, ` Did you mean the enum value "ADMIN"?`. */
export const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean(.+?)\?$/, '');

/**
 * In production only administrators read graphql-js's "Did you mean …" guesses: to anyone else
 * they would spell out the schema one typo at a time. Validation errors and variable errors
 * alike pass through `didEncounterErrors` before they are formatted.
 */
export function suggestionsForAdminsOnly(allowedOperations: AllowedOperationsPolicy): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart({ contextValue }) {
      if (!heldToTrustedDocuments(allowedOperations, contextValue.viewer)) return;
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) error.message = withoutSuggestions(error.message);
        },
      };
    },
  };
}
