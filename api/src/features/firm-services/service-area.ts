import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { contactServiceValues } from '../../../../validation/contact';

/** The firm's five areas of service: a catalogue entry's category, and what an enquiry is about. */
export const ServiceAreaKind = enumOf(contactServiceValues);
export type ServiceAreaKind = (typeof contactServiceValues)[number];
registerEnumType(ServiceAreaKind, { name: 'ServiceArea', description: 'One of the five areas the firm works in' });
