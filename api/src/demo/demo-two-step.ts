import { TwoStepEnrolment } from '../accounts/two-step-enrolment.entity';
import { sealSecret } from '../features/two-step/secret-box';
import type { DemoContext } from './context';
import { daysFrom, demoId } from './ids';

/**
 * The authenticator secret of secure@example.com, public on purpose (README, Demo accounts): add
 * it to any authenticator app, or print the current code with
 * `node -e "console.log(require('otplib').generateSync({ secret: 'KHANYADEMOTWOSTEPSECRET234567ABC' }))"`.
 */
export const DEMO_TWO_STEP_SECRET = 'KHANYADEMOTWOSTEPSECRET234567ABC';

/**
 * secure@example.com uses two-step sign-in, unless it already has an authenticator of its own
 * (set up again after turning it off), which is left alone. The secret is sealed with the
 * deployment's key (config.twoStepKey), so the seed needs it.
 */
export async function seedDemoTwoStep(context: DemoContext, key: Buffer): Promise<void> {
  const enrolments = context.manager.getRepository(TwoStepEnrolment);
  const userId = context.users.secure;
  if (await enrolments.existsBy({ userId })) return;
  const enrolled = daysFrom(context.now, -20);
  await enrolments.insert(
    enrolments.create({
      id: demoId('two-step', 'secure'),
      userId,
      secretCiphertext: sealSecret(DEMO_TWO_STEP_SECRET, key),
      confirmedAt: enrolled,
      lastUsedStep: null,
      createdAt: enrolled,
      updatedAt: enrolled,
    }),
  );
}
