import { personalDataOf } from '../../records/record-privacy';
import { recoveryCodeDescription } from './recovery-code.record';
import { twoStepEnrolmentDescription } from './two-step-enrolment.record';

// Random secrets, encrypted or hashed, and their state: they describe no one, and no secret is exported
// (two-step-enrolment.record.ts, recovery-code.record.ts).
export const twoStepColumns = [personalDataOf(twoStepEnrolmentDescription), personalDataOf(recoveryCodeDescription)];
