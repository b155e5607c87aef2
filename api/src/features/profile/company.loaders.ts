import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
import type { UserRelationAccess } from '../engagements';
import { Company } from './company.entity';

/** User.company: each person's company in one statement, for those whose edges the viewer may follow. */
export function createCompanyLoaders({ dataSource, access }: { dataSource: DataSource; access: UserRelationAccess }) {
  return {
    companyByUserId: new DataLoader<string, Company | null>(async (userIds) => {
      const owners = [...(await access.followable(userIds))];
      const companies = owners.length > 0 ? await dataSource.getRepository(Company).findBy({ userId: In(owners) }) : [];
      const byOwner = new Map(companies.map((company) => [company.userId, company]));
      return userIds.map((userId) => byOwner.get(userId) ?? null);
    }),
  };
}
