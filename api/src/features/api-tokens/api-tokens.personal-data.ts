import type { DataSource } from 'typeorm';
import { records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, personalDataOf } from '../../records/record-privacy';
import { ApiToken } from './api-token.entity';
import { apiTokenDescription } from './api-token.record';

/** How POPIA treats each column: in the description (api-token.record.ts). */
export const apiTokensColumns = [personalDataOf(apiTokenDescription)];

/** api-tokens.json: each personal access token, never its secret or the secret's hash. */
export const apiTokensSection = (dataSource: DataSource): DataSection => ({
  key: 'api-tokens',
  file: 'api-tokens.json',
  label: 'API tokens',
  explains:
    'Your personal access tokens: the name, the start of the secret, the scopes, when each was made, expires, was last used (and from where) and was revoked. The secrets themselves are not kept.',
  ...records(
    ({ id }) => dataSource.getRepository(ApiToken).createQueryBuilder('token').where('token.userId = :id', { id }),
    (tokens) => tokens.map((token) => archiveRecordOf(apiTokenDescription, token)),
  ),
});

/** Every token of the person goes: none could be used by an erased account anyway. */
export const deleteApiTokens: ErasureStep = {
  action: 'privacy.erasure.api_tokens_deleted',
  run: async ({ manager, person }) => ({ count: (await manager.delete(ApiToken, { userId: person.id })).affected ?? 0 }),
};
