import { choiceField, describeRecord, idField, privacy, textField } from '../../records/record-description';
import { contactServiceValues } from '../../../../validation/contact';
import { FirmService } from './firm-service.entity';
import { ServiceAreaKind } from './service-area';

// The firm's published offer: nothing in it is about a person.
const NOT_PERSONAL = privacy.notPersonal;

/** No REST route answers firm services: REST names an engagement's service by its id (serviceId). */
const NO_REST_ROUTE = 'no REST route shows firm services; an engagement names its service by serviceId';
const NO_SCREEN = 'no screen reads it: the catalogue is kept with the site and changed by a release';

/**
 * A firm service, as GraphQL shows it (the service an engagement is for, table `services`;
 * docs/product.md#services-record). Only GraphQL shows it, as the edge Engagement.service.
 */
export const firmServiceDescription = describeRecord({
  name: 'FirmService',
  description: 'A service the firm offers (its catalogue, table `services`)',
  entity: FirmService,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The service id', { privacy: NOT_PERSONAL, notInRest: NO_REST_ROUTE }),
    name: textField('What the service is called, such as "Monthly Bookkeeping"', {
      privacy: NOT_PERSONAL,
      notInRest: NO_REST_ROUTE,
    }),
    category: choiceField(contactServiceValues, ServiceAreaKind, 'The area of the firm’s work it belongs to; null when none is set', {
      nullable: true,
      privacy: NOT_PERSONAL,
      notInRest: NO_REST_ROUTE,
    }),
  },
  internal: {
    description: { privacy: NOT_PERSONAL, because: NO_SCREEN },
    basePrice: { privacy: NOT_PERSONAL, because: `${NO_SCREEN}; an engagement carries its own agreed amount` },
    isActive: { privacy: NOT_PERSONAL, because: 'read when an engagement is made or moved to the service: only an active one is offered' },
    createdAt: { privacy: NOT_PERSONAL, because: NO_SCREEN },
    updatedAt: { privacy: NOT_PERSONAL, because: NO_SCREEN },
  },
});
