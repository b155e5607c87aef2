import type { DataSource } from 'typeorm';
import type { DataSection, ErasureIdentifiers, ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, erasedValuesOf, personalDataOf } from '../../records/record-privacy';
import { Company } from './company.entity';
import { companyDescription } from './company.record';

/** How POPIA treats each column: in the description (company.record.ts). */
export const profileColumns = [personalDataOf(companyDescription)];

/** company.json: the person's company profile, or null. */
export const companySection = (dataSource: DataSource): DataSection => ({
  key: 'company',
  file: 'company.json',
  label: 'Company',
  explains: 'Your company profile, or null when you have not saved one.',
  kind: 'single',
  count: ({ id }) => dataSource.getRepository(Company).countBy({ userId: id }),
  read: async ({ id }) => {
    const company = await dataSource.getRepository(Company).findOneBy({ userId: id });
    return company ? archiveRecordOf(companyDescription, company) : null;
  },
});

/** Their company's name, which names them too. */
export const companyName: ErasureIdentifiers = async ({ manager, person, label }) => {
  const company = await manager.findOneBy(Company, { userId: person.id });
  return company?.name ? [[company.name, label]] : [];
};

/** The company keeps its figures (employees, revenue, industry) under the erased name. */
export const anonymiseCompany: ErasureStep = {
  action: 'privacy.erasure.company_anonymised',
  run: async (erasure) => {
    const company = await erasure.manager.findOneBy(Company, { userId: erasure.person.id });
    if (!company) return { count: 0 };
    await erasure.manager.update(Company, { id: company.id }, erasedValuesOf(companyDescription, erasure, company));
    return { count: 1 };
  },
};
