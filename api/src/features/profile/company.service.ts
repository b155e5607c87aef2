import type { DataSource } from 'typeorm';
import { companyFields, companySchema, type CompanyValues } from '../../../../validation/profile';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import { changedFields } from './changed-fields';
import { Company } from './company.entity';

export interface SavedCompany {
  company: Company;
  /** True when this save created the company, false when it updated the existing one. */
  created: boolean;
}

/**
 * The viewer's own company (docs/product.md#profile, docs/product.md#company-save, and
 * /api/company in docs/product.md#rest-calls). One company per user, found by the viewer's id
 * alone: no call names another user's company, so a client can neither read nor write anyone
 * else's.
 */
export class CompanyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  private get companies() {
    return this.dataSource.getRepository(Company);
  }

  /** The viewer's company, or null while they have not entered one. */
  async mine(viewer: Viewer | null): Promise<Company | null> {
    const owner = assertAllowed(viewer);
    return this.companies.findOneBy({ userId: owner.id });
  }

  /**
   * Creates the company when the viewer has none yet, otherwise updates it
   * (docs/product.md#company-save).
   */
  async save(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<SavedCompany> {
    const owner = assertAllowed(viewer);
    const values = parseInput(companySchema, input ?? {});
    const existing = await this.companies.findOneBy({ userId: owner.id });
    if (existing) return { company: await this.update(owner, existing, values, origin), created: false };
    try {
      return { company: await this.create(owner, values, origin), created: true };
    } catch (error) {
      // Two first saves at once (two tabs): the unique index on userId lets one insert win, and
      // the other becomes an update of the winner's row instead of an error.
      const winner = await this.companies.findOneBy({ userId: owner.id });
      if (!winner) throw error;
      return { company: await this.update(owner, winner, values, origin), created: false };
    }
  }

  private async create(owner: Viewer, values: CompanyValues, origin: RequestOrigin): Promise<Company> {
    const company = await this.companies.save(
      this.companies.create({
        userId: owner.id,
        name: values.name,
        registrationNumber: values.registrationNumber ?? null,
        taxNumber: values.taxNumber ?? null,
        vatNumber: values.vatNumber ?? null,
        industry: values.industry ?? null,
        employees: values.employees ?? 0,
        annualRevenue: values.annualRevenue ?? 0,
        phone: values.phone ?? null,
        email: values.email ?? null,
        website: values.website ?? null,
        description: values.description ?? null,
      }),
    );
    await this.audit.record({
      actorId: owner.id,
      action: 'company.create',
      resourceType: 'company',
      resourceId: company.id,
      details: { name: company.name },
      ...origin,
    });
    return this.companies.findOneByOrFail({ id: company.id });
  }

  private async update(owner: Viewer, company: Company, values: CompanyValues, origin: RequestOrigin): Promise<Company> {
    // A field left out stays as it is; blank clears it (numbers: blank is 0).
    const changes = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Company>;
    const changed = changedFields(company, changes, companyFields);
    if (changed.length === 0) return company;
    await this.companies.update({ id: company.id, userId: owner.id }, changes);
    await this.audit.record({
      actorId: owner.id,
      action: 'company.update',
      resourceType: 'company',
      resourceId: company.id,
      details: { fields: changed },
      ...origin,
    });
    return this.companies.findOneByOrFail({ id: company.id });
  }
}
