import { noPersonalData } from '../../shared/personal-data';
import { RecoveryCode } from './recovery-code.entity';
import { TwoStepEnrolment } from '../../accounts/two-step-enrolment.entity';

// Random secrets, encrypted or hashed, and their state: they describe no one, and no secret is exported.
export const twoStepColumns = [noPersonalData(TwoStepEnrolment), noPersonalData(RecoveryCode)];
