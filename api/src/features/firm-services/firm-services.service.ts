import type { DataSource } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { FirmService } from './firm-service.entity';

/** The firm's catalogue of services, as staff choose from it (docs/product.md#engagements). */
export class FirmServicesService {
  constructor(private readonly dataSource: DataSource) {}

  /** The services the firm offers now (withdrawn ones left out), by name: what a new engagement may be for. */
  offered(viewer: Viewer | null): Promise<FirmService[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.dataSource.getRepository(FirmService).find({ where: { isActive: true }, order: { name: 'ASC' } });
  }
}
