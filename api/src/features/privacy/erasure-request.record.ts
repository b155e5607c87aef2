import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { choiceField, describeRecord, idField, instantField, privacy, referenceField, textField } from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { erasureRequestStatusValues } from '../../../../validation/privacy';
import { ErasureRequest } from './erasure-request.entity';

export const ErasureRequestStatusEnum = enumOf(erasureRequestStatusValues);
registerEnumType(ErasureRequestStatusEnum, { name: 'ErasureRequestStatus', description: 'PENDING, APPROVED or DECLINED' });

const KEPT_AS_THE_RECORD = {
  privacy: privacy.neither(
    'The request and its decision are the record of how it was answered, kept after the erasure; until then the client sees both on the Privacy tab, not in the archive.',
  ),
} as const;

/**
 * An erasure request, as both APIs, the OpenAPI document and the personal-data declaration show it
 * (POPIA s24). Kept after the decision as the record of what was asked, decided and by whom.
 */
export const erasureRequestDescription = describeRecord({
  name: 'ErasureRequest',
  description: "A client's request to erase their personal information (POPIA), and its decision",
  entity: ErasureRequest,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The request id', { privacy: privacy.notPersonal }),
    userId: referenceField('Who asked (a user id; after an approval, the erased account)', {
      privacy: privacy.notPersonal,
      graphqlEdge: 'client',
    }),
    status: choiceField(
      erasureRequestStatusValues,
      ErasureRequestStatusEnum,
      'Where it stands: waiting for a decision, approved or declined',
      {
        privacy: privacy.notPersonal,
      },
    ),
    reason: textField("The client's reason, if they gave one", { nullable: true, ...KEPT_AS_THE_RECORD }),
    decisionReason: textField('Why it was declined', { nullable: true, ...KEPT_AS_THE_RECORD }),
    decidedBy: referenceField('The administrator who decided (a user id)', {
      nullable: true,
      privacy: privacy.notPersonal,
      graphqlEdge: 'decidedBy',
    }),
    decidedAt: instantField('When it was decided', { nullable: true, privacy: privacy.notPersonal }),
    createdAt: instantField('When it was asked', { privacy: privacy.notPersonal }),
  },
  internal: {
    updatedAt: { privacy: privacy.notPersonal, because: 'decidedAt says when it last changed in a way anyone reads' },
  },
});

/** An erasure request as REST answers it (/api/privacy/erasure-request, /api/admin/erasure-requests), in the order the JSON carries it. */
export const erasureRequestRecord = restShapeOf(erasureRequestDescription);
