import { Session } from '../auth/session.entity';
import { Role } from '../accounts/role.entity';
import { TwoStepEnrolment } from '../accounts/two-step-enrolment.entity';
import { UserRole } from '../accounts/user-role.entity';
import { UserSession } from '../accounts/user-session.entity';
import { User } from '../accounts/user.entity';
import { features } from './features';

/** Every table of the app: who people are and their sessions (accounts/, auth/), then each feature's. */
export const entities = [
  User,
  Role,
  UserRole,
  UserSession,
  TwoStepEnrolment,
  Session,
  ...features.flatMap((feature) => feature.entities ?? []),
];
