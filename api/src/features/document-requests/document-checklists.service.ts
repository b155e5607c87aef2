import type { DataSource } from 'typeorm';
import { documentChecklistSchema } from '../../../../validation/document-requests';
import { assertAllowed } from '../../auth/access';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import { DocumentChecklist } from './document-checklist.entity';

/**
 * The firm's reusable checklists: every member of staff applies them (DocumentRequestsService),
 * admins and superadmins keep them. Requests already made from a checklist keep their own copy
 * of its items, so editing or deleting one changes no request.
 */
export class DocumentChecklistsService {
  constructor(private readonly dataSource: DataSource) {}

  private get checklists() {
    return this.dataSource.getRepository(DocumentChecklist);
  }

  /** By name. */
  async list(viewer: Viewer | null): Promise<DocumentChecklist[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.checklists.find({ order: { name: 'ASC', id: 'ASC' } });
  }

  async get(viewer: Viewer | null, id: string): Promise<DocumentChecklist> {
    assertAllowed(viewer, [...staffRoles]);
    const checklist = String(id).length <= 36 ? await this.checklists.findOneBy({ id: String(id) }) : null;
    if (!checklist) throw notFound();
    return checklist;
  }

  async create(viewer: Viewer | null, input: unknown): Promise<DocumentChecklist> {
    assertAllowed(viewer, [...adminRoles]);
    const values = parseInput(documentChecklistSchema, input ?? {});
    return this.checklists.save(this.checklists.create(values));
  }

  async update(viewer: Viewer | null, id: string, input: unknown): Promise<DocumentChecklist> {
    assertAllowed(viewer, [...adminRoles]);
    const checklist = await this.get(viewer, id);
    const values = parseInput(documentChecklistSchema, input ?? {});
    await this.checklists.update({ id: checklist.id }, values);
    return this.checklists.findOneByOrFail({ id: checklist.id });
  }

  async remove(viewer: Viewer | null, id: string): Promise<DocumentChecklist> {
    assertAllowed(viewer, [...adminRoles]);
    const checklist = await this.get(viewer, id);
    await this.checklists.delete({ id: checklist.id });
    return checklist;
  }
}
