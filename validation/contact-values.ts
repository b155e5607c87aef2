/**
 * The closed sets of the contact forms (docs/product.md#contact-and-consultation-forms), apart
 * from their zod schemas (contact.ts): the portal's labels read them, and a label module that
 * imported contact.ts would bring zod into pages that hold no form.
 */
export const contactServiceValues = ['accounting', 'bookkeeping', 'management-consulting', 'taxation', 'secretarial'] as const;
export type ContactServiceValue = (typeof contactServiceValues)[number];
export const preferredTimeValues = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;
export const contactSubmissionTypeValues = ['get_in_touch', 'scheduled_consultation'] as const;
export type ContactSubmissionType = (typeof contactSubmissionTypeValues)[number];
