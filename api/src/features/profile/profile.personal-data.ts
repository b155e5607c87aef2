import type { DataSource } from 'typeorm';
import { personalData, type DataSection, type ErasureIdentifiers, type ErasureStep } from '../../shared/personal-data';
import { Company } from './company.entity';

export const profileColumns = [
  personalData(Company, {
    exported: [
      'id',
      'name',
      'registrationNumber',
      'taxNumber',
      'industry',
      'address',
      'city',
      'province',
      'postalCode',
      'country',
      'phone',
      'email',
      'website',
      'description',
      'employees',
      'annualRevenue',
      'createdAt',
      'updatedAt',
    ],
    anonymisedOnErasure: [
      'name',
      'registrationNumber',
      'taxNumber',
      'address',
      'city',
      'province',
      'postalCode',
      'phone',
      'email',
      'website',
      'description',
    ],
    deletedWithTheRowOnErasure: false,
    notPersonal: ['userId'],
  }),
];

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
    if (!company) return null;
    const { user: _user, userId: _userId, ...fields } = company;
    return fields;
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
  run: async ({ manager, person, label }) => {
    const company = await manager.findOneBy(Company, { userId: person.id });
    if (!company) return { count: 0 };
    await manager.update(
      Company,
      { id: company.id },
      {
        name: label,
        registrationNumber: null,
        taxNumber: null,
        address: null,
        city: null,
        province: null,
        postalCode: null,
        phone: null,
        email: null,
        website: null,
        description: null,
      },
    );
    return { count: 1 };
  },
};
