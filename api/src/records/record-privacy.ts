import type { Erasure, PersonalDataDeclaration } from '../shared/personal-data';
import { columnOf, fieldsOf, type ColumnPrivacy, type RecordDescription, type RecordFields } from './record-description';

type AnyDescription<Row> = RecordDescription<Row, RecordFields<Row>>;

/** Every column of a record with its treatment: the described fields that are columns, then the internal ones. */
function columnsOf<Row>(record: AnyDescription<Row>): [string, ColumnPrivacy][] {
  const described = fieldsOf(record).flatMap(([name, field]) =>
    field.privacy ? [[columnOf(name, field), field.privacy] as [string, ColumnPrivacy]] : [],
  );
  const internal = Object.entries(record.internal).map(
    ([name, entry]) => [name, (entry as { privacy: ColumnPrivacy }).privacy] as [string, ColumnPrivacy],
  );
  return [...described, ...internal];
}

/** The record's personal-data declaration (shared/personal-data.ts), read from its description. */
export function personalDataOf<Row>(record: AnyDescription<Row>): PersonalDataDeclaration {
  if (!record.entity) throw new Error(`${record.name}: a record without an entity has no columns to declare`);
  const columns = columnsOf(record);
  const where = (test: (treatment: ColumnPrivacy) => boolean) => columns.filter(([, treatment]) => test(treatment)).map(([name]) => name);
  const neither = columns.filter(([, treatment]) => treatment.neither);
  return {
    entity: record.entity,
    exported: where((treatment) => treatment.exported),
    anonymisedOnErasure: where((treatment) => treatment.anonymised),
    deletedWithTheRowOnErasure: record.deletedWithTheRowOnErasure,
    notPersonal: where((treatment) => treatment.notPersonal),
    neitherExportedNorErased: neither.length
      ? { columns: neither.map(([name]) => name), because: [...new Set(neither.map(([, treatment]) => treatment.neither))].join('; ') }
      : null,
  };
}

/**
 * What an erasure writes over a row of the record: each anonymised column's value, as its
 * description says (a fixed value, or one made from the erasure and the row as it was). A feature's
 * erasure step chooses the rows; what becomes of their columns is read from here.
 */
export function erasedValuesOf<Row>(record: AnyDescription<Row>, erasure: Erasure, row?: Row): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, treatment] of columnsOf(record)) {
    if (!treatment.anonymised) continue;
    const to = treatment.anonymisedTo ?? null;
    values[name] = typeof to === 'function' ? (to as (erasure: Erasure, row: Row | undefined) => unknown)(erasure, row) : to;
  }
  return values;
}

/** Sets an archive key; a dotted one (`signature.name`) groups the column under an object of the entry. */
function archiveAt(entry: Record<string, unknown>, key: string, value: unknown) {
  const [group, inner] = key.split('.', 2);
  if (inner === undefined) entry[key] = value;
  else entry[group] = { ...(entry[group] as Record<string, unknown> | undefined), [inner]: value };
}

/**
 * A record's entry in the "My data" archive: its exported columns (under their archivedAs names)
 * and archive-only lines, in the description's order (or its archiveOrder), then what the section
 * adds (another feature's records, say).
 */
export function archiveRecordOf<Row, Extra extends object = Record<never, never>>(
  record: AnyDescription<Row>,
  row: Row,
  extra?: Extra,
): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(record.fields)) {
    if ('archiveOnly' in field) entry[name] = field.archiveOnly(row);
    else if (field.privacy?.exported)
      archiveAt(entry, field.options.archivedAs ?? name, (row as Record<string, unknown>)[columnOf(name, field)]);
  }
  const all: Record<string, unknown> = { ...entry, ...extra };
  if (!record.archiveOrder) return all;
  // The keys archiveOrder names first, in its order; any other after them, never dropped.
  return { ...Object.fromEntries(record.archiveOrder.filter((key) => key in all).map((key) => [key, all[key]])), ...all };
}
