import DataLoader from 'dataloader';
import { In, IsNull, Not, type DataSource } from 'typeorm';
import { TwoStepEnrolment } from '../../accounts/two-step-enrolment.entity';

/** Whether each user has two-step sign-in on, for a whole list in one statement (the admin's users). */
export function createTwoStepEnabledLoader(dataSource: DataSource): DataLoader<string, boolean> {
  return new DataLoader(async (userIds: readonly string[]) => {
    const rows = await dataSource
      .getRepository(TwoStepEnrolment)
      .find({ select: { userId: true }, where: { userId: In([...userIds]), confirmedAt: Not(IsNull()) } });
    const enabled = new Set(rows.map((row) => row.userId));
    return userIds.map((id) => enabled.has(id));
  });
}
