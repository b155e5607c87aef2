import type { DataSource } from 'typeorm';
import { letterTemplateSchema } from '../../../../validation/engagement-letters';
import { letterMergeFields } from '../../../../validation/engagement-letter-values';
import { assertAllowed } from '../../auth/access';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { notFound } from '../../shared/errors';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import { LetterTemplate } from './letter-template.entity';

/**
 * The firm's letter templates (docs/product.md#letter-templates): every member of staff lists and
 * uses them; admins and superadmins keep them. A template's merge fields are checked when it is
 * saved. Letters already sent keep their own text and title, so editing or deleting a template
 * changes none of them (a deleted template's letters keep a null templateId).
 */
export class LetterTemplatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private get templates() {
    return this.dataSource.getRepository(LetterTemplate);
  }

  /** By title. */
  async list(viewer: Viewer | null): Promise<LetterTemplate[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.templates.find({ order: { title: 'ASC', id: 'ASC' } });
  }

  async get(viewer: Viewer | null, id: string): Promise<LetterTemplate> {
    assertAllowed(viewer, [...staffRoles]);
    const template = String(id).length <= 36 ? await this.templates.findOneBy({ id: String(id) }) : null;
    if (!template) throw notFound();
    return template;
  }

  /** The merge fields a template may use, with what each is replaced with. */
  mergeFields(viewer: Viewer | null): { name: string; description: string }[] {
    assertAllowed(viewer, [...staffRoles]);
    return letterMergeFields.map(({ name, description }) => ({ name, description }));
  }

  async create(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<LetterTemplate> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const values = parseInput(letterTemplateSchema, input ?? {});
    const template = await this.templates.save(this.templates.create(values));
    await this.record(admin, 'letter_template.create', template, origin);
    return template;
  }

  async update(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin): Promise<LetterTemplate> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const template = await this.get(admin, id);
    const values = parseInput(letterTemplateSchema, input ?? {});
    await this.templates.update({ id: template.id }, values);
    const updated = await this.templates.findOneByOrFail({ id: template.id });
    await this.record(admin, 'letter_template.update', updated, origin);
    return updated;
  }

  /** Deletes a template; letters sent from it keep their text and title. */
  async remove(viewer: Viewer | null, id: string, origin: RequestOrigin): Promise<LetterTemplate> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const template = await this.get(admin, id);
    await this.templates.delete({ id: template.id });
    await this.record(admin, 'letter_template.delete', template, origin);
    return template;
  }

  private record(admin: Viewer, action: string, template: LetterTemplate, origin: RequestOrigin) {
    return this.audit.record({
      actorId: admin.id,
      action,
      resourceType: 'letter_template',
      resourceId: template.id,
      details: { title: template.title },
      ...origin,
    });
  }
}
