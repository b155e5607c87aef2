import { describeRecord, privacy } from '../../records/record-description';
import { TwoStepEnrolment } from '../../accounts/two-step-enrolment.entity';

const THE_STATE = 'the APIs show what it makes of it (TwoStepStatus, User.twoStepEnabled), never the row';

/**
 * A user's authenticator (two-step sign-in), one row per user. Neither API shows the row: the
 * Security tab reads whether it is on and since when (TwoStepStatus, GET /api/auth/two-step), and
 * the secret is shown once, when it is set up (two-step.service.ts). A random secret and its
 * state describe no one, and no secret is exported.
 */
export const twoStepEnrolmentDescription = describeRecord({
  name: 'TwoStepEnrolment',
  description: 'A user’s authenticator for two-step sign-in',
  entity: TwoStepEnrolment,
  deletedWithTheRowOnErasure: false,
  fields: {},
  internal: {
    id: { privacy: privacy.notPersonal, because: THE_STATE },
    userId: { privacy: privacy.notPersonal, because: 'whose authenticator it is; each user has one at most' },
    secretCiphertext: {
      privacy: privacy.notPersonal,
      because: 'the authenticator’s secret, encrypted (secret-box.ts): shown once as it is set up, never again',
    },
    confirmedAt: { privacy: privacy.notPersonal, because: 'when two-step sign-in was turned on: TwoStepStatus.enabledAt' },
    lastUsedStep: { privacy: privacy.notPersonal, because: 'the time step of the last code accepted, so no code works twice' },
    createdAt: { privacy: privacy.notPersonal, because: THE_STATE },
    updatedAt: { privacy: privacy.notPersonal, because: THE_STATE },
  },
  notInEitherApi: 'a secret and its state: the APIs say whether two-step sign-in is on (TwoStepStatus), the secret only as it is set up',
});
