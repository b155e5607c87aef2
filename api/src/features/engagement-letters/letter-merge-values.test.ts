import { getNamedType, isLeafType, isObjectType, type GraphQLSchema } from 'graphql';
import { RoleName } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import { buildAppSchema } from '../../composition/graphql-schema';
import { AppError } from '../../shared/errors';
import { letterMergeFields } from '../../../../validation/engagement-letter-values';
import { assertMergeFieldsInReach, mergeFieldSources } from './letter-merge-values';

const advisor = (scopes?: string[]): Viewer => ({
  id: 'advisor-id',
  email: 'advisor@example.com',
  firstName: 'Lerato',
  roles: [RoleName.ADVISOR],
  ...(scopes ? { apiToken: { id: 'token-id', scopes } } : {}),
});

const everyField = letterMergeFields.map((field) => `{{${field.name}}}`).join(' ');

/** What assertMergeFieldsInReach refuses, as the error says it; undefined when it lets the text through. */
function refusal(viewer: Viewer, body: string) {
  try {
    assertMergeFieldsInReach(viewer, body);
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, message: error.message, fieldErrors: error.fieldErrors };
  }
}

describe('merge fields and the scopes of an API token', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  it('names, for every merge field, a plain GraphQL field that shows the same value (or none: the firm’s and the day)', () => {
    for (const [name, source] of Object.entries(mergeFieldSources)) {
      if (source === null) {
        expect([name, name.startsWith('firm.') || name === 'today']).toEqual([name, true]);
        continue;
      }
      const [typeName, fieldName] = source.split('.');
      const type = schema.getType(typeName);
      const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
      expect([name, source, field !== undefined && isLeafType(getNamedType(field.type))]).toEqual([name, source, true]);
    }
  });

  it('lets a session merge every field, and a token only those its scopes reach, naming the others and what they need', () => {
    expect(refusal(advisor(), everyField)).toBeUndefined();
    expect(
      refusal(advisor(['engagements:read']), '{{engagement.title}} {{engagement.fee}} {{engagement.service}} {{firm.name}} {{today}}'),
    ).toBe(undefined);

    expect(refusal(advisor(['engagements:read']), 'To {{client.email}}: {{company.registrationNumber}}, {{company.taxNumber}}')).toEqual({
      code: 'FORBIDDEN',
      message:
        'This API token may not read every merge field of this letter: {{client.email}} needs the scope users:read, which this API token lacks; {{company.registrationNumber}} is open to a signed-in session only; {{company.taxNumber}} is open to a signed-in session only',
      fieldErrors: [
        { path: 'body', message: '{{client.email}} needs the scope users:read, which this API token lacks' },
        { path: 'body', message: '{{company.registrationNumber}} is open to a signed-in session only' },
        { path: 'body', message: '{{company.taxNumber}} is open to a signed-in session only' },
      ],
    });

    // users:read opens the client's details; the company stays closed to every token, as the Company is.
    const withPeople = advisor(['engagements:read', 'users:read']);
    expect(refusal(withPeople, 'Dear {{client.firstName}} {{client.lastName}} ({{client.fullName}}, {{client.email}})')).toBeUndefined();
    expect(refusal(withPeople, '{{client.fullName}} of {{company.name}}')?.fieldErrors).toEqual([
      { path: 'body', message: '{{company.name}} is open to a signed-in session only' },
    ]);
  });
});
