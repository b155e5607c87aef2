import {
  archiveOnly,
  describeRecord,
  idField,
  instantField,
  integerField,
  moneyField,
  privacy,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { Company } from './company.entity';

const EXPORTED = { privacy: privacy.exported } as const;
/** What names or reaches the erased person's company goes; its figures (industry, employees, revenue) stay. */
const CLEARED = { privacy: privacy.exportedAndAnonymised(null) } as const;

// The company form has no address (docs/product.md#screen-shapes, Company): the columns hold what
// the demo data and older rows put there, which the archive still hands over.
const NO_ADDRESS_IN_THE_FORM = 'the company form and both APIs have no address; only the "My data" archive shows it';
const addressColumn = { privacy: privacy.exportedAndAnonymised(null), because: NO_ADDRESS_IN_THE_FORM };

/**
 * A person's company profile, one per user, as both APIs, the OpenAPI document and the "My data"
 * archive show it (docs/product.md#companies-record). Kept on erasure under the person's new label,
 * with its figures.
 */
export const companyDescription = describeRecord({
  name: 'Company',
  description: 'The company a person entered on their profile (the Company Information tab)',
  entity: Company,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The company id', EXPORTED),
    name: textField('The registered name', { privacy: privacy.exportedAndAnonymised((erasure) => erasure.label) }),
    registrationNumber: textField('CIPC number, e.g. 2015/123456/07', { nullable: true, ...CLEARED }),
    taxNumber: textField('SARS tax number', { nullable: true, ...CLEARED }),
    vatNumber: textField('VAT registration number (10 digits beginning with 4); null when the company is not a VAT vendor', {
      nullable: true,
      ...CLEARED,
    }),
    industry: textField('The industry it works in', { nullable: true, ...EXPORTED }),
    address: archiveOnly((company: Company) => company.address),
    city: archiveOnly((company: Company) => company.city),
    province: archiveOnly((company: Company) => company.province),
    postalCode: archiveOnly((company: Company) => company.postalCode),
    country: archiveOnly((company: Company) => company.country),
    employees: integerField('How many people it employs (0 when not given)', EXPORTED),
    annualRevenue: moneyField('Rand (ZAR) a year, to the cent (0 when not given)', EXPORTED),
    phone: textField("The company's phone number", { nullable: true, ...CLEARED }),
    email: textField("The company's e-mail address", { nullable: true, ...CLEARED }),
    website: textField('An http(s) address', { nullable: true, ...CLEARED }),
    description: textField('What the company does', { nullable: true, ...CLEARED }),
    createdAt: instantField('When it was first saved', EXPORTED),
    updatedAt: instantField('When it last changed', EXPORTED),
  },
  internal: {
    userId: {
      privacy: privacy.notPersonal,
      because: 'whose company it is: both APIs reach it through its person (GET /api/company, User.company)',
    },
    address: addressColumn,
    city: addressColumn,
    province: addressColumn,
    postalCode: addressColumn,
    country: { privacy: privacy.exported, because: NO_ADDRESS_IN_THE_FORM },
  },
  // As company.json always had it: the entity's column order.
  archiveOrder: [
    'id',
    'createdAt',
    'updatedAt',
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
    // Added after the archive's first form: at its end, so that the keys before it keep their places.
    'vatNumber',
  ],
});

/** A company as REST answers it (GET, POST and PUT /api/company), in the order the JSON carries it. */
export const companyRecord = restShapeOf(companyDescription);
