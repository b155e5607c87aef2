import { firm, siteOrigin } from '../src/content/firm';
import type { Office } from '../src/content/types';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

function postalAddress(office: Office) {
  const [street, suburbLine, cityLine] = office.addressLines;
  const postalCode = cityLine?.match(/\d{4}$/)?.[0];
  return {
    '@type': 'PostalAddress',
    streetAddress: [street, suburbLine].filter(Boolean).join(', '),
    addressLocality: office.city,
    addressRegion: office.province,
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'ZA',
  };
}

function openingHours() {
  return firm.businessHours.rows
    .filter((row) => row.opens && row.closes)
    .map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: row.opens, closes: row.closes }));
}

/** schema.org description of the firm and both offices, from the content module. */
export function firmStructuredData() {
  const office = (branch: Office) => ({
    '@type': 'AccountingService',
    '@id': `${siteOrigin}/#${branch.id}`,
    name: `${firm.name} — ${branch.name}`,
    telephone: branch.phone.href.replace(/^tel:/, ''),
    email: branch.email,
    address: postalAddress(branch),
    openingHoursSpecification: openingHours(),
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': `${siteOrigin}/#firm`,
    name: firm.name,
    description: firm.tagline,
    url: siteOrigin,
    logo: `${siteOrigin}/favicon.svg`,
    email: firm.emails.general,
    telephone: firm.headOffice.phone.href.replace(/^tel:/, ''),
    foundingDate: String(firm.foundedYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: firm.staffCount },
    areaServed: { '@type': 'Country', name: 'South Africa' },
    currenciesAccepted: 'ZAR',
    address: postalAddress(firm.headOffice),
    openingHoursSpecification: openingHours(),
    department: firm.offices.map(office),
  };
}

/** The JSON-LD as a <script> for <head>; `<` is escaped so the text cannot close the element. */
export function structuredDataScript(): string {
  return `<script type="application/ld+json">${JSON.stringify(firmStructuredData()).replace(/</g, '\\u003c')}</script>`;
}
