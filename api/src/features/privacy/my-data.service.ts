import type { DataSource, Repository } from 'typeorm';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { isAppError } from '../../shared/errors';
import { RateLimit, inMinutes, limiterFactory, type LimiterFactory } from '../../shared/rate-limit';
import type { DocumentStorage } from '../../shared/storage/document-storage';
import type { ZipEntry } from '../../shared/zip-writer';
import type { DataSection, DataSectionOf, DataSubject } from '../../shared/personal-data';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { Document } from '../documents';
import { archivePathOf } from '../documents';
import { readmeText } from './my-data-readme';

/** How many records one statement reads while the archive is written. */
export const EXPORT_PAGE_SIZE = 200;

/** An archive reads every record and file of a person: enough for anyone, too few to load the server. */
export const EXPORTS_PER_HOUR = 10;

/**
 * A rough size per JSON record and per zip entry once compressed, for the progress estimate only:
 * the documents' files are stored as they are, so their stored sizes dominate a large archive.
 */
const BYTES_PER_RECORD = 250;
const BYTES_PER_ENTRY = 100;

export interface MyDataSectionCount {
  key: string;
  label: string;
  file: string;
  count: number;
}

/** What the archive will hold, counted before it is written. */
export interface MyDataSummary {
  sections: MyDataSectionCount[];
  fileCount: number;
  fileBytes: number;
  /** Records of every section and the documents' files. */
  totalItems: number;
  estimatedBytes: number;
}

export interface MyDataExport {
  fileName: string;
  summary: MyDataSummary;
  /** The archive's files in order, each read only when it is asked for. */
  entries: AsyncIterable<ZipEntry>;
}

/**
 * "My data" (POPIA's right of access): everything the firm holds about the signed-in user, as one
 * zip written while it is read. Only ever the viewer's own records: the subject is the viewer,
 * never an id from the request.
 */
export class MyDataService {
  private readonly sections: DataSection[];
  private readonly documents: Repository<Document>;
  private readonly pageSize: number;
  private readonly exportsPerUser: RateLimit;

  constructor(
    dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly audit: AuditService,
    /** The archive's JSON files, each feature's own, in order (personal-data-contributions.ts). */
    sections: DataSectionOf[],
    options: { limiters?: LimiterFactory; pageSize?: number; exportsPerHour?: number } = {},
  ) {
    this.sections = sections.map((section) => section(dataSource));
    this.documents = dataSource.getRepository(Document);
    this.pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
    this.exportsPerUser = new RateLimit(
      { keyPrefix: 'my-data-export', points: options.exportsPerHour ?? EXPORTS_PER_HOUR, windowSeconds: 60 * 60 },
      (seconds) => `You have downloaded your data several times this hour. Please try again ${inMinutes(seconds)}.`,
      options.limiters ?? limiterFactory(),
    );
  }

  async summary(viewer: Viewer | null): Promise<MyDataSummary> {
    const subject = subjectOf(assertAllowed(viewer));
    const sections = await Promise.all(
      this.sections.map(async (section) => ({
        key: section.key,
        label: section.label,
        file: section.file,
        count: await section.count(subject),
      })),
    );
    const { fileCount, fileBytes } = await this.documents
      .createQueryBuilder('document')
      .select('COUNT(*)', 'fileCount')
      .addSelect('COALESCE(SUM(document.fileSize), 0)', 'fileBytes')
      .where('document.userId = :id', { id: subject.id })
      .getRawOne<{ fileCount: string | number; fileBytes: string | number }>()
      .then((row) => ({ fileCount: Number(row?.fileCount ?? 0), fileBytes: Number(row?.fileBytes ?? 0) }));
    const records = sections.reduce((sum, section) => sum + section.count, 0);
    const entries = 1 + sections.length + fileCount;
    return {
      sections,
      fileCount,
      fileBytes,
      totalItems: records + fileCount,
      estimatedBytes: fileBytes + records * BYTES_PER_RECORD + entries * BYTES_PER_ENTRY,
    };
  }

  /** Counts what will be exported, records the export in the audit log and hands back its entries. */
  async startExport(viewer: Viewer | null, origin: RequestOrigin, now = new Date()): Promise<MyDataExport> {
    const signedIn = assertAllowed(viewer);
    await this.exportsPerUser.consume(signedIn.id);
    const summary = await this.summary(signedIn);
    await this.audit.record({
      actorId: signedIn.id,
      action: 'privacy.data_exported',
      resourceType: 'user',
      resourceId: signedIn.id,
      details: { items: summary.totalItems, files: summary.fileCount, fileBytes: summary.fileBytes },
      ...origin,
    });
    return {
      fileName: `khanya-my-data-${todayInSouthAfrica(now)}.zip`,
      summary,
      entries: this.entries(subjectOf(signedIn), now),
    };
  }

  private async *entries(subject: DataSubject, now: Date): AsyncGenerator<ZipEntry> {
    yield { name: 'README.txt', content: Buffer.from(readmeText(this.sections, now)) };
    for (const section of this.sections) {
      yield { name: section.file, content: this.jsonOf(section, subject) };
    }
    yield* this.documentFiles(subject);
  }

  /** A section as pretty JSON: one object, or an array written a page of records at a time. */
  private async *jsonOf(section: DataSection, subject: DataSubject): AsyncGenerator<string> {
    if (section.kind === 'single') {
      yield `${JSON.stringify(await section.read(subject), null, 2)}\n`;
      return;
    }
    yield '[';
    let written = 0;
    for (let offset = 0; ; offset += this.pageSize) {
      const page = await section.page(subject, offset, this.pageSize);
      for (const record of page) {
        yield `${written++ === 0 ? '\n' : ',\n'}${indent(JSON.stringify(record, null, 2))}`;
      }
      if (page.length < this.pageSize) break;
    }
    yield written === 0 ? ']\n' : '\n]\n';
  }

  /**
   * Each document's file, opened only when its turn comes. A file the storage no longer holds is
   * replaced by a note beside its name, so the archive stays whole and says what is missing.
   */
  private async *documentFiles(subject: DataSubject): AsyncGenerator<ZipEntry> {
    for (let offset = 0; ; offset += this.pageSize) {
      const page = await this.documents.find({
        where: { userId: subject.id },
        order: { createdAt: 'ASC', id: 'ASC' },
        skip: offset,
        take: this.pageSize,
      });
      for (const document of page) {
        const name = archivePathOf(document);
        const stream = await this.storage.open(document.fileName).catch((error: unknown) => {
          if (isAppError(error) && error.code === 'NOT_FOUND') return null;
          throw error;
        });
        if (stream) yield { name, content: stream, store: true };
        else yield { name: `${name}.missing.txt`, content: Buffer.from(missingFileNote(document.originalName)) };
      }
      if (page.length < this.pageSize) break;
    }
  }
}

function subjectOf(viewer: Viewer): DataSubject {
  return { id: viewer.id, email: viewer.email };
}

const indent = (json: string) => json.replace(/^/gm, '  ');

const missingFileNote = (originalName: string) =>
  `The file "${originalName}" could not be read from the firm's storage when this archive was made.\n` +
  'Its details are in documents.json. Please ask the firm for a copy.\n';
