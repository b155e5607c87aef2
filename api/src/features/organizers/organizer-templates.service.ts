import type { DataSource } from 'typeorm';
import { organizerTemplateSchema } from '../../../../validation/organizers';
import { assertAllowed } from '../../auth/access';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import { OrganizerTemplate } from './organizer-template.entity';

/**
 * The firm's organizer templates (docs/product.md#organizer-templates): every member of staff
 * lists and sends them; admins and superadmins keep them. Their questions are checked when saved
 * (validation/organizers.ts). Organizers already sent keep their own copy, so editing or deleting
 * a template changes none of them (a deleted template's organizers keep a null templateId).
 */
export class OrganizerTemplatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private get templates() {
    return this.dataSource.getRepository(OrganizerTemplate);
  }

  /** By title. */
  async list(viewer: Viewer | null): Promise<OrganizerTemplate[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.templates.find({ order: { title: 'ASC', id: 'ASC' } });
  }

  async get(viewer: Viewer | null, id: string): Promise<OrganizerTemplate> {
    assertAllowed(viewer, [...staffRoles]);
    const template = String(id).length <= 36 ? await this.templates.findOneBy({ id: String(id) }) : null;
    if (!template) throw notFound();
    return template;
  }

  async create(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<OrganizerTemplate> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const values = parseInput(organizerTemplateSchema, input ?? {});
    const template = await this.templates.save(this.templates.create(values));
    await this.record(admin, 'organizer_template.create', template, origin);
    return template;
  }

  async update(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin): Promise<OrganizerTemplate> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const template = await this.get(admin, id);
    const values = parseInput(organizerTemplateSchema, input ?? {});
    await this.templates.save(this.templates.merge(template, values));
    const updated = await this.templates.findOneByOrFail({ id: template.id });
    await this.record(admin, 'organizer_template.update', updated, origin);
    return updated;
  }

  /** Deletes a template; organizers sent from it keep their questions and title. */
  async remove(viewer: Viewer | null, id: string, origin: RequestOrigin): Promise<OrganizerTemplate> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const template = await this.get(admin, id);
    await this.templates.delete({ id: template.id });
    await this.record(admin, 'organizer_template.delete', template, origin);
    return template;
  }

  private record(admin: Viewer, action: string, template: OrganizerTemplate, origin: RequestOrigin) {
    return this.audit.record({
      actorId: admin.id,
      action,
      resourceType: 'organizer_template',
      resourceId: template.id,
      details: { title: template.title },
      ...origin,
    });
  }
}
