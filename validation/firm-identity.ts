/**
 * The firm's identity as both sides print it: its name and its head office's address, telephone
 * and e-mail. The public site's content (web/src/content/firm.ts) and the api's engagement
 * letters (their merge fields and signed PDFs) read these, so each fact is written once.
 */
export const firmIdentity = {
  name: 'Khanya Tax & Advisory',
  headOffice: {
    /** Street address lines, in printing order, ending with the suburb and postal code. */
    addressLines: ['Block C, Grand Central Office Park', '14 New Road, Halfway House', 'Midrand, 1685'],
    phone: { display: '+27 11 312 4580', href: 'tel:+27113124580' },
    email: 'info@khanya-advisory.co.za',
  },
} as const;
