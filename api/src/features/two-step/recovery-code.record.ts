import { describeRecord, privacy } from '../../records/record-description';
import { RecoveryCode } from './recovery-code.entity';

const THE_STATE = 'the APIs say how many codes are left (TwoStepStatus.recoveryCodesLeft), never a row';

/**
 * One of a user's ten one-time recovery codes (recovery-codes.ts). Neither API shows the row: the
 * codes are shown once, when they are made, and the Security tab counts those left. A random
 * code's hash describes no one, and no code is exported.
 */
export const recoveryCodeDescription = describeRecord({
  name: 'RecoveryCode',
  description: 'One of a user’s one-time recovery codes for two-step sign-in',
  entity: RecoveryCode,
  deletedWithTheRowOnErasure: false,
  fields: {},
  internal: {
    id: { privacy: privacy.notPersonal, because: THE_STATE },
    userId: { privacy: privacy.notPersonal, because: 'whose code it is' },
    codeHash: {
      privacy: privacy.notPersonal,
      because: 'sha256 of the user’s id and the code, to recognise it; the codes are shown once and not kept',
    },
    usedAt: { privacy: privacy.notPersonal, because: 'set when the code is spent, so it works once' },
    createdAt: { privacy: privacy.notPersonal, because: THE_STATE },
  },
  notInEitherApi: 'a code’s hash and state: the codes are shown once as they are made, then only counted (TwoStepStatus)',
});
