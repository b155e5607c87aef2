import type { DataSource } from 'typeorm';
import type { DocumentFilterValues } from '../../../../validation/documents';
import { entityReader, quote, rawReads, type EntityReader, type RawReads, type ReadParameter } from '../../db/entity-reader';
import type { PageWindow } from '../../shared/pagination';
import { LIKE_ESCAPE, containsPattern } from '../../shared/search';
import { User } from '../../accounts/user.entity';
import { Document } from './document.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The list's filters once the viewer's rule is applied (documents.service.ts): `ownerId` is whose
 * documents, when one person's, in place of the clientId a client may not choose.
 */
export type DocumentListFilter = Omit<DocumentFilterValues, 'clientId'> & { ownerId?: string };

/**
 * The documents list (REST and GraphQL alike) in hand-written statements instead of the query
 * builder (db/entity-reader.ts says why): every portal visit reads it. The conditions are those
 * of `whereDocumentsMatch` (document-queries.ts), which the User.documents edge still builds;
 * document-list-reads.test.ts holds the two to the same answers on both databases.
 *
 * The page is read first. The whole list's size then follows from the page itself unless the page
 * is full (there may be more) or past the end, so a list that fits one page costs one statement.
 */
export class DocumentListReads {
  private readonly raw: RawReads;
  private readonly reader: EntityReader<Document>;
  private readonly people: EntityReader<User>;
  private readonly select: string;
  private readonly selectWithApprover: string;
  private readonly from: string;
  private readonly approverJoin: string;

  constructor(dataSource: DataSource) {
    this.raw = rawReads(dataSource);
    this.reader = entityReader(dataSource, Document);
    this.people = entityReader(dataSource, User);
    this.select = `SELECT ${this.reader.columns('d')}`;
    this.selectWithApprover = `${this.select}, ${this.people.columns('a')}`;
    this.from = ` FROM ${this.reader.table} d`;
    this.approverJoin = ` LEFT JOIN ${this.people.table} a ON a.${quote('id')} = d.${quote('approvedBy')}`;
  }

  /**
   * One page of the list and the whole list's size. `withApprover` also reads each document's
   * approver (`approver`, null when none) in the same statement: the GraphQL list names them,
   * and a second statement for the names cost a round trip to the database on every portal visit.
   */
  async page(
    filter: DocumentListFilter,
    window: PageWindow,
    now: Date,
    { withApprover = false }: { withApprover?: boolean } = {},
  ): Promise<{ nodes: Document[]; totalCount: number }> {
    const { where, parameters } = conditions(filter, now);
    const order = ` ORDER BY d.${quote('createdAt')} DESC, d.${quote('id')} DESC LIMIT ? OFFSET ?`;
    const statement = withApprover ? this.selectWithApprover + this.from + this.approverJoin : this.select + this.from;
    const rows = await this.raw.rows(statement + where + order, [...parameters, window.limit, window.offset]);
    const nodes = rows.map((row) => {
      const document = this.reader.hydrate(row, 'd') as Document;
      if (withApprover) document.approver = this.people.hydrate(row, 'a');
      return document;
    });
    const pageTellsTheTotal = nodes.length < window.limit && (nodes.length > 0 || window.offset === 0);
    if (pageTellsTheTotal) return { nodes, totalCount: window.offset + nodes.length };
    const [counted] = await this.raw.rows(`SELECT COUNT(*) AS ${quote('total')}${this.from}${where}`, parameters);
    // mysql2 answers COUNT(*) as a string (BIGINT), better-sqlite3 as a number.
    return { nodes, totalCount: Number(counted.total) };
  }
}

/** The WHERE clause of a filter, with its parameters in order (every value is a parameter). */
function conditions(
  { category, status, search, uploadedMoreThanDaysAgo, ownerId }: DocumentListFilter,
  now: Date,
): { where: string; parameters: ReadParameter[] } {
  const clauses: string[] = [];
  const parameters: ReadParameter[] = [];
  const column = (name: keyof Document) => `d.${quote(name)}`;
  if (ownerId) {
    clauses.push(`${column('userId')} = ?`);
    parameters.push(ownerId);
  }
  if (category) {
    clauses.push(`${column('category')} = ?`);
    parameters.push(category);
  }
  if (status) {
    clauses.push(`${column('status')} = ?`);
    parameters.push(status);
  }
  if (uploadedMoreThanDaysAgo != null) {
    clauses.push(`${column('createdAt')} < ?`);
    parameters.push(new Date(now.getTime() - uploadedMoreThanDaysAgo * DAY_MS));
  }
  if (search) {
    // As shared/search.ts's whereAnyContains: case-insensitive, the user's wildcards taken literally.
    clauses.push(`(LOWER(${column('originalName')}) LIKE ? ${LIKE_ESCAPE} OR LOWER(${column('description')}) LIKE ? ${LIKE_ESCAPE})`);
    parameters.push(containsPattern(search), containsPattern(search));
  }
  return { where: clauses.length > 0 ? ` WHERE ${clauses.join(' AND ')}` : '', parameters };
}
