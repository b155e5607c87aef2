import { extendSchema, getNamedType, isCompositeType, isObjectType, parse, type GraphQLSchema } from 'graphql';
import { buildAppSchema } from '../../composition/graphql-schema';
import { apiTokenScopeValues } from '../../../../validation/api-token-scopes';
import { fieldReach, mutationReach, queryFieldReach, typeReach } from './graphql-scopes';
import { needOf, needsOf, scopeRefusal, type ScopeTables } from './graphql-scope-check';

const tables: ScopeTables = { typeReach, fieldReach, queryFieldReach, mutationReach };

/**
 * What the table of graphql-scopes.ts leaves out or names wrongly against the schema, one line
 * each: a type, a query field that is no object or a mutation without an entry, an entry that
 * names nothing, a scope that does not exist.
 */
function unclassified(schema: GraphQLSchema, tables = { typeReach, fieldReach, queryFieldReach, mutationReach }): string[] {
  const problems: string[] = [];
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const composites = Object.values(schema.getTypeMap()).filter(
    (type) => isCompositeType(type) && !type.name.startsWith('__') && !roots.includes(type as never),
  );
  for (const type of composites) if (!(type.name in tables.typeReach)) problems.push(`type ${type.name}: not in typeReach`);
  for (const name of Object.keys(tables.typeReach))
    if (!composites.some((type) => type.name === name)) problems.push(`typeReach.${name}: no such type`);

  for (const name of Object.keys(tables.fieldReach)) {
    const [typeName, fieldName] = name.split('.');
    const type = schema.getType(typeName);
    if (!isObjectType(type) || !(fieldName in type.getFields())) problems.push(`fieldReach.${name}: no such field`);
  }

  const queryFields = schema.getQueryType()!.getFields();
  for (const field of Object.values(queryFields)) {
    const type = getNamedType(field.type);
    if (!isCompositeType(type) && !(field.name in tables.queryFieldReach)) problems.push(`Query.${field.name}: not in queryFieldReach`);
  }
  for (const name of Object.keys(tables.queryFieldReach))
    if (!(name in queryFields)) problems.push(`queryFieldReach.${name}: no such query`);

  const mutations = schema.getMutationType()!.getFields();
  for (const name of Object.keys(mutations)) if (!(name in tables.mutationReach)) problems.push(`Mutation.${name}: not in mutationReach`);
  for (const name of Object.keys(tables.mutationReach)) if (!(name in mutations)) problems.push(`mutationReach.${name}: no such mutation`);

  const scopes = [...Object.values(tables.queryFieldReach), ...Object.values(tables.mutationReach)];
  for (const scope of scopes) {
    if (scope !== 'open' && scope !== 'refused' && !(apiTokenScopeValues as readonly string[]).includes(scope))
      problems.push(`${scope}: no such scope`);
  }
  return problems;
}

/*
 * Scopes follow the data: a field that looks like a person's data (by its name, or a person as its
 * type) needs users:read wherever it is, and one that looks like a company's numbers needs what
 * guards the Company. Two lists say what only looks so, each with why; any other field of a type a
 * token may reach that looks so and needs neither fails, named, the day it is added.
 */

/** A person's name, e-mail, telephone, address, network address, browser or device, or a signer and their signature. */
const PERSON = /name|email|phone|address|city|province|postalcode|useragent|browser|device|signer|signaturetext/i;

/** A company's (or a person's) registration, tax, VAT or identity number. */
const NUMBER = /(registration|tax|vat|identity|id)number/i;

/** Types whose people are their own area's data, and why. */
const peopleOfTheirOwnArea: Record<string, string> = {
  ContactSubmission: 'an enquiry from the public site: its sender has no account, and reading them is what submissions:read is for',
  DemoLogin: 'the demo accounts’ sign-in, shown to everyone on a demo’s sign-in page',
};

/** Fields whose name sounds like a person's data or a company's number and is not, and why. */
const notAPerson: Record<string, string> = {
  'Document.originalName': 'the name of a file',
  'AccountingExport.fileName': 'the name of an export file, from its format and days',
  'DocumentChecklist.name': 'the name of a checklist, such as "Individual tax return"',
  'FirmService.name': 'the name of one of the firm’s services',
  'Job.stageName': 'the name of a stage, such as "Submitted to SARS"',
  'JobTemplate.name': 'the name of a template, such as "EMP201: monthly PAYE, UIF and SDL"',
  'JobTemplate.clientName': 'what a client reads the work as, such as "VAT return": the same for every client',
  'JobTemplateStage.name': 'the name of a stage, such as "Submitted to SARS"',
  'WorkloadMonth.serviceName': 'the name of one of the firm’s services',
  'LetterMergeField.name': 'the name of a merge field, such as client.fullName',
  'MessageAttachment.name': 'the name of a file',
  'InvoiceSupplier.name': 'the firm’s own registered name, printed on every invoice',
  'InvoiceSupplier.addressLines': 'the firm’s own address',
  'InvoiceSupplier.vatNumber': 'the firm’s own VAT number',
  'InvoiceSupplier.registrationNumber': 'the firm’s own company registration number',
  'InvoiceSupplier.email': 'the firm’s billing address for e-mail',
  'InvoiceSupplier.phone': 'the firm’s billing telephone',
  'InvoiceBank.bankName': 'the firm’s bank',
};

/** Each field a token may reach that looks like a person's data or a company's number without needing its scope, one line each. */
function unguardedPersonalData(schema: GraphQLSchema, scopeTables: ScopeTables = tables): string[] {
  const problems: string[] = [];
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const companyNeed = needOf(scopeTables.typeReach.Company);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.includes(type)) continue;
    if (scopeTables.typeReach[type.name] === 'refused' || type.name in peopleOfTheirOwnArea) continue;
    for (const field of Object.values(type.getFields())) {
      const name = `${type.name}.${field.name}`;
      if (name in notAPerson) continue;
      const needs = needsOf(schema, type, field, scopeTables);
      const needsAtLeast = (need: string) => needs.includes('refused') || needs.includes(need as never);
      const ofPeople = PERSON.test(field.name) || scopeTables.typeReach[getNamedType(field.type).name] === 'users';
      if (NUMBER.test(field.name) && !needsAtLeast(companyNeed))
        problems.push(`${name}: looks like a company's number, so it needs what the Company needs (${companyNeed})`);
      else if (ofPeople && !needsAtLeast('users:read')) problems.push(`${name}: looks like a person's data, so it needs users:read`);
    }
  }
  // By name: the schema's own order moves as types are added or extended.
  return problems.sort();
}

describe('the GraphQL schema against the API token scopes table', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildAppSchema();
  });

  it('classifies every object type, every query field that is no object, and every mutation', () => {
    expect(unclassified(schema)).toEqual([]);
  });

  it('names what a new type, query or mutation left out of the table would be', () => {
    const { Task: _task, ...withoutTask } = typeReach;
    const { updateTaskStatus: _update, ...withoutUpdate } = mutationReach;
    const { unreadMessageCount: _count, ...withoutCount } = queryFieldReach;
    const misnamed = { ...fieldReach, 'EngagementLetter.signerPhone': 'users' as const };
    expect(
      unclassified(schema, { typeReach: withoutTask, fieldReach: misnamed, queryFieldReach: withoutCount, mutationReach: withoutUpdate }),
    ).toEqual([
      'type Task: not in typeReach',
      'fieldReach.EngagementLetter.signerPhone: no such field',
      'Query.unreadMessageCount: not in queryFieldReach',
      'Mutation.updateTaskStatus: not in mutationReach',
    ]);
  });

  it('refuses whatever the table does not know, so nothing new is open to tokens by default', () => {
    const operation = (text: string) => {
      const document = parse(text);
      return scopeRefusal(schema, document, document.definitions[0] as never, [...apiTokenScopeValues]);
    };
    // Every scope there is: still no sessions, no profile, no subscriptions.
    expect(operation('{ mySessions { id } }')).toMatchObject({ field: 'Query.mySessions', missingScope: null });
    expect(operation('{ me { company { name } } }')).toMatchObject({ field: 'User.company', missingScope: null });
    expect(operation('subscription { notificationAdded { id } }')).toMatchObject({ field: 'Subscription' });
    expect(operation('{ documents { nodes { owner { email } } } tasks { engagement { title } } }')).toBeUndefined();
    expect(operation('{ __schema { queryType { name } } posts { title } }')).toBeUndefined();
  });
  it('holds every field that carries a person’s data, or a company’s numbers, to the scope of that data', () => {
    expect(unguardedPersonalData(schema)).toEqual([]);
    // The lists of what only looks so name what is there and would otherwise be held.
    for (const name of Object.keys(notAPerson)) {
      const [typeName, fieldName] = name.split('.');
      const type = schema.getType(typeName);
      expect([name, isObjectType(type) && fieldName in type.getFields() && (PERSON.test(fieldName) || NUMBER.test(fieldName))]).toEqual([
        name,
        true,
      ]);
    }
    for (const name of Object.keys(peopleOfTheirOwnArea))
      expect([name, name in typeReach && typeReach[name] !== 'refused']).toEqual([name, true]);
  });

  it('names such a field that needs no more than its type’s area: one left out of fieldReach, or added tomorrow', () => {
    const { 'EngagementLetter.signerEmail': _email, 'MessageRecipient.name': _name, ...withoutTwo } = fieldReach;
    expect(unguardedPersonalData(schema, { ...tables, fieldReach: withoutTwo })).toEqual([
      "EngagementLetter.signerEmail: looks like a person's data, so it needs users:read",
      "MessageRecipient.name: looks like a person's data, so it needs users:read",
    ]);
    const tomorrow = extendSchema(
      schema,
      parse(`
        extend type Document { uploaderEmail: String, reviewer: User }
        extend type Engagement { clientTaxNumber: String }
        extend type Appointment { attendeePhone: String }
      `),
    );
    expect(unguardedPersonalData(tomorrow)).toEqual([
      "Appointment.attendeePhone: looks like a person's data, so it needs users:read",
      "Document.uploaderEmail: looks like a person's data, so it needs users:read",
      "Engagement.clientTaxNumber: looks like a company's number, so it needs what the Company needs (refused)",
    ]);
  });

  it('refuses a field that carries another area’s data to a token without that area’s scope, whatever its type’s', () => {
    const operation = (text: string, scopes: string[]) => {
      const document = parse(text);
      return scopeRefusal(schema, document, document.definitions[0] as never, scopes);
    };
    for (const field of ['signerName', 'signerEmail', 'signerIpAddress', 'signerUserAgent', 'signatureText']) {
      expect(operation(`{ engagementLetters { nodes { id status ${field} } } }`, ['engagements:read'])).toEqual({
        field: `EngagementLetter.${field}`,
        missingScope: 'users:read',
        message: `EngagementLetter.${field} needs the scope users:read, which this API token lacks.`,
      });
      expect(operation(`{ engagementLetters { nodes { ${field} } } }`, ['engagements:read', 'users:read'])).toBeUndefined();
    }
    expect(operation('{ engagementLetters { nodes { id status signedAt signatureKind } } }', ['engagements:read'])).toBeUndefined();
    expect(operation('{ messageRecipients { id email } }', ['messages:read'])).toMatchObject({
      field: 'MessageRecipient.email',
      missingScope: 'users:read',
    });
    expect(operation('{ messageRecipients { id } }', ['messages:read'])).toBeUndefined();
  });
});
