import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/*
 * What a feature contributes to the POPIA features (features/privacy): how each of its entities'
 * columns is treated, the files it adds to a person's "My data" archive, and the steps it adds to
 * an erasure. Each feature declares its own in `<feature>.personal-data.ts`;
 * personal-data-contributions.ts puts them in order, and privacy runs them.
 */

// ---- Every column accounted for --------------------------------------------------------------

/**
 * One entity's declaration, read from its record description (personalDataOf in
 * records/record-privacy.ts); personal-data-coverage.test.ts checks it against the schema and the
 * behaviour.
 */
export interface PersonalDataDeclaration {
  /** The entity class, as the data source knows it. */
  entity: new () => unknown;
  exported: readonly string[];
  anonymisedOnErasure: readonly string[];
  deletedWithTheRowOnErasure: boolean;
  notPersonal: readonly string[];
  neitherExportedNorErased: { columns: readonly string[]; because: string } | null;
}

// ---- "My data" -------------------------------------------------------------------------------

/** Whose data is exported: the signed-in user, never anyone named by the request. */
export interface DataSubject {
  id: string;
  email: string;
}

/**
 * One JSON file of the archive. A record section is a list read in pages (ordered by creation,
 * so a page never shifts under a record created during the export); a single section is one
 * object (the profile, the preferences).
 */
export type DataSection = {
  key: string;
  /** The file's name inside the archive. */
  file: string;
  /** What the page and README.txt call it. */
  label: string;
  /** README.txt's line about the file. */
  explains: string;
  count(subject: DataSubject): Promise<number>;
} & (
  | { kind: 'single'; read(subject: DataSubject): Promise<unknown> }
  | { kind: 'records'; page(subject: DataSubject, offset: number, limit: number): Promise<unknown[]> }
);

/** A feature's file of the archive, built once over the app's data source. */
export type DataSectionOf = (dataSource: DataSource) => DataSection;

/** Another person as the archive names them: enough to recognise, nothing of theirs beyond it. */
export const person = (user: { firstName: string; lastName: string; email: string } | null | undefined) =>
  user ? { name: `${user.firstName} ${user.lastName}`, email: user.email } : null;

/** A page of a query, oldest first; ties broken by id so pages never overlap. */
function pageOf<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, offset: number, limit: number): Promise<T[]> {
  const alias = query.alias;
  return query.orderBy(`${alias}.createdAt`, 'ASC').addOrderBy(`${alias}.id`, 'ASC').offset(offset).limit(limit).getMany();
}

/** A record section's reading: its query, counted and read in pages, each page shaped for the archive. */
export function records<T extends ObjectLiteral>(
  base: (subject: DataSubject) => SelectQueryBuilder<T>,
  shape: (rows: T[], subject: DataSubject) => unknown[] | Promise<unknown[]>,
) {
  return {
    kind: 'records' as const,
    count: (subject: DataSubject) => base(subject).getCount(),
    page: async (subject: DataSubject, offset: number, limit: number) => shape(await pageOf(base(subject), offset, limit), subject),
  };
}

// ---- Erasure ---------------------------------------------------------------------------------

/** The person being erased, as they were before the erasure began. */
export interface ErasedPerson {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  sessionGeneration: number;
}

/** A text by which the person can be recognised, and what replaces it. */
export type Replacement = [from: string, to: string];

/** What every step of an erasure is given. */
export interface Erasure {
  /** The erasure's transaction: every step runs in it. */
  manager: EntityManager;
  person: ErasedPerson;
  now: Date;
  /** The name the person goes by from now on, e.g. "Erased client 7f3a". */
  label: string;
  /** The address that replaces theirs. */
  erasedEmail: string;
  /** Every text by which the person could be recognised, read before any step ran (ErasureIdentifiers). */
  replacements: Replacement[];
}

/**
 * Read before any step of an erasure changes anything: the texts of a feature by which the person
 * can be recognised (their name, their company's, their files' names), with what replaces each.
 */
export type ErasureIdentifiers = (erasure: Omit<Erasure, 'replacements'>) => Replacement[] | Promise<Replacement[]>;

export interface ErasureStepResult {
  /** How many records the step touched. */
  count: number;
  /** Storage keys of files whose rows the step deleted: removed once the transaction has committed. */
  fileKeys?: string[];
}

/** Deletes these rows of an entity (by id) in the erasure's transaction; how many went. */
export async function deleteRows(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, ids: string[]): Promise<number> {
  return ids.length ? ((await manager.delete(entity, ids)).affected ?? 0) : 0;
}

/** One step of an erasure, inside its transaction. */
export interface ErasureStep {
  /** The audit-log action that records how many records the step touched; a step without one is not recorded. */
  action?: string;
  run(erasure: Erasure): Promise<ErasureStepResult>;
}

// ---- All of it -------------------------------------------------------------------------------

/** Every feature's contribution, in the order privacy runs them (personal-data-contributions.ts). */
export interface PersonalDataContributions {
  /** One declaration for every entity of the app. */
  declarations: PersonalDataDeclaration[];
  /** The JSON files of "My data", in the order they are written. */
  sections: DataSectionOf[];
  /** An erasure's replacements, in the order they are applied to a text. */
  identifiers: ErasureIdentifiers[];
  /** An erasure's steps, in the order they run and are recorded. */
  erasure: ErasureStep[];
}
