/**
 * How a change to the contract affects the systems built on it: `breaking` can stop a working client
 * (needs a new major version, named in the changelog's Breaking list); `dangerous` is safe for a
 * client that follows the rules (a new enum value it must tolerate) and is only listed;
 * `non-breaking` adds or documents.
 */
export type Criticality = 'breaking' | 'dangerous' | 'non-breaking';

export interface ContractChange {
  api: 'REST' | 'GraphQL';
  /**
   * What the changelog names for it: an operation (`GET /api/tasks`), a webhook (`webhook task.updated`),
   * a GraphQL coordinate (`Query.tasks`, `TaskInput.title`), or the part of the document (`components.schemas.Task`).
   */
  name: string;
  criticality: Criticality;
  message: string;
}
