/**
 * The job templates the firm starts with (docs/jobs.md#templates): one per kind of recurring
 * return, with the deadline rules its jobs' periods come from, the stages it passes through and
 * the checklist each stage adds, each task due a number of days before the job.
 */
import type { ContactServiceValue } from '../contact-values';
import type { DeadlineRule } from '../tax-calendar/overrides';
import type { VatCategory } from '../tax-calendar/vat-periods';
import type { JobStageValue } from './job-stages';

export interface JobTemplateStage {
  stage: JobStageValue;
  /** The template's own name for the stage, when the firm's ("Submitted") is not the best. */
  name?: string;
}

export interface JobTemplateTask {
  /** The stage on whose entry the task is added to the job's checklist. */
  stage: JobStageValue;
  title: string;
  /** Due this many calendar days before the job; 0 on the day. */
  daysBeforeDue: number;
}

export interface JobTemplate {
  key: string;
  name: string;
  /** What the client reads the job as: "Your VAT return for Mar–Apr 2027". */
  clientName: string;
  serviceArea: ContactServiceValue;
  /** The rules a job's period key may belong to: ITR12 has two, for provisional and other taxpayers. */
  rules: readonly DeadlineRule[];
  /** VAT templates only: the category whose periods the jobs are for. */
  vatCategory?: VatCategory;
  stages: readonly JobTemplateStage[];
  tasks: readonly JobTemplateTask[];
}

const SARS_STAGES: readonly JobTemplateStage[] = [
  { stage: 'waiting_for_client' },
  { stage: 'preparing' },
  { stage: 'review' },
  { stage: 'submitted', name: 'Submitted to SARS' },
  { stage: 'done' },
];

const RETURN_STAGES: readonly JobTemplateStage[] = [
  { stage: 'waiting_for_client' },
  { stage: 'preparing' },
  { stage: 'review' },
  { stage: 'client_approval' },
  { stage: 'submitted', name: 'Submitted to SARS' },
  { stage: 'done' },
];

const emp201: JobTemplate = {
  key: 'emp201',
  name: 'EMP201: monthly PAYE, UIF and SDL',
  clientName: 'PAYE return (EMP201)',
  serviceArea: 'taxation',
  rules: ['emp201'],
  stages: SARS_STAGES,
  tasks: [
    { stage: 'waiting_for_client', title: "Receive the month's payroll reports", daysBeforeDue: 4 },
    { stage: 'preparing', title: 'Prepare the EMP201 on eFiling', daysBeforeDue: 2 },
    { stage: 'review', title: 'Review the EMP201 against the payroll', daysBeforeDue: 1 },
    { stage: 'submitted', title: 'Send the client the payment reference (PRN)', daysBeforeDue: 0 },
  ],
};

const VAT_CATEGORY_NAMES: Record<'A' | 'B' | 'C' | 'D' | 'E', string> = {
  A: 'category A, two-monthly, periods ending in odd months',
  B: 'category B, two-monthly, periods ending in even months',
  C: 'category C, monthly',
  D: 'category D, six-monthly',
  E: 'category E, annual',
};

const vat201 = (category: keyof typeof VAT_CATEGORY_NAMES): JobTemplate => ({
  key: `vat201-${category.toLowerCase()}`,
  name: `VAT201: ${VAT_CATEGORY_NAMES[category]}`,
  clientName: 'VAT return',
  serviceArea: 'taxation',
  rules: ['vat201'],
  vatCategory: category,
  stages: SARS_STAGES,
  tasks: [
    { stage: 'waiting_for_client', title: "Receive the period's invoices and bank statements", daysBeforeDue: 14 },
    { stage: 'preparing', title: 'Reconcile input and output VAT', daysBeforeDue: 7 },
    { stage: 'review', title: 'Review the VAT201', daysBeforeDue: 3 },
    { stage: 'submitted', title: 'Send the client the payment reference (PRN)', daysBeforeDue: 0 },
  ],
});

const irp6 = (payment: 1 | 2): JobTemplate => ({
  key: `irp6-${payment}`,
  name: `IRP6: provisional tax, ${payment === 1 ? 'first' : 'second'} payment`,
  clientName: `provisional tax (${payment === 1 ? 'first' : 'second'} payment)`,
  serviceArea: 'taxation',
  rules: [payment === 1 ? 'irp6-1' : 'irp6-2'],
  stages: RETURN_STAGES,
  tasks: [
    { stage: 'waiting_for_client', title: 'Receive the estimate of taxable income for the year', daysBeforeDue: 21 },
    { stage: 'preparing', title: 'Calculate the provisional tax due', daysBeforeDue: 10 },
    { stage: 'client_approval', title: 'Client approves the estimate', daysBeforeDue: 5 },
    { stage: 'submitted', title: 'Send the client the payment reference (PRN)', daysBeforeDue: 0 },
  ],
});

const itr12: JobTemplate = {
  key: 'itr12',
  name: 'ITR12: income tax return for individuals',
  clientName: 'income tax return',
  serviceArea: 'taxation',
  rules: ['itr12-non-provisional', 'itr12-provisional'],
  stages: RETURN_STAGES,
  tasks: [
    { stage: 'waiting_for_client', title: 'Receive IRP5s, medical aid, retirement annuity and other certificates', daysBeforeDue: 60 },
    { stage: 'preparing', title: 'Import third-party data and complete the ITR12', daysBeforeDue: 30 },
    { stage: 'review', title: 'Review the ITR12', daysBeforeDue: 21 },
    { stage: 'client_approval', title: 'Client approves the return', daysBeforeDue: 14 },
    { stage: 'submitted', title: 'Send the client the assessment (ITA34) when it arrives', daysBeforeDue: 0 },
  ],
};

const itr14: JobTemplate = {
  key: 'itr14',
  name: 'ITR14: income tax return for companies',
  clientName: 'company income tax return',
  serviceArea: 'taxation',
  rules: ['itr14'],
  stages: RETURN_STAGES,
  tasks: [
    { stage: 'waiting_for_client', title: 'Receive the signed annual financial statements', daysBeforeDue: 60 },
    { stage: 'preparing', title: 'Complete the ITR14 and the tax computation', daysBeforeDue: 30 },
    { stage: 'review', title: 'Review the ITR14', daysBeforeDue: 21 },
    { stage: 'client_approval', title: 'A director approves the return', daysBeforeDue: 14 },
    { stage: 'submitted', title: 'Send the client the assessment (ITA34) when it arrives', daysBeforeDue: 0 },
  ],
};

const emp501: JobTemplate = {
  key: 'emp501',
  name: 'EMP501: employer reconciliation',
  clientName: 'employer reconciliation (EMP501)',
  serviceArea: 'taxation',
  rules: ['emp501-interim', 'emp501-annual'],
  stages: SARS_STAGES,
  tasks: [
    { stage: 'waiting_for_client', title: "Receive the period's payroll reports and IRP5 data", daysBeforeDue: 30 },
    { stage: 'preparing', title: 'Reconcile the EMP201s with the IRP5s on e@syFile', daysBeforeDue: 14 },
    { stage: 'review', title: 'Review the reconciliation', daysBeforeDue: 7 },
    { stage: 'submitted', title: "Send the employees' IRP5 certificates to the client", daysBeforeDue: 0 },
  ],
};

const cipcAnnualReturn: JobTemplate = {
  key: 'cipc-annual-return',
  name: 'CIPC annual return',
  clientName: 'CIPC annual return',
  serviceArea: 'secretarial',
  rules: ['cipc-annual-return'],
  stages: [{ stage: 'waiting_for_client' }, { stage: 'preparing' }, { stage: 'submitted', name: 'Submitted to CIPC' }, { stage: 'done' }],
  tasks: [
    { stage: 'waiting_for_client', title: 'Confirm the directors, address and turnover band', daysBeforeDue: 21 },
    { stage: 'preparing', title: 'File the annual return and beneficial ownership on the CIPC site', daysBeforeDue: 5 },
    { stage: 'submitted', title: 'Send the client the CIPC confirmation', daysBeforeDue: 0 },
  ],
};

/** Every template the firm starts with, in the order the portal offers them. */
export const builtInJobTemplates: readonly JobTemplate[] = [
  emp201,
  vat201('A'),
  vat201('B'),
  vat201('C'),
  vat201('D'),
  vat201('E'),
  irp6(1),
  irp6(2),
  itr12,
  itr14,
  emp501,
  cipcAnnualReturn,
];

export const jobTemplateKeys = builtInJobTemplates.map((template) => template.key);

export function jobTemplateOf(key: string): JobTemplate | undefined {
  return builtInJobTemplates.find((template) => template.key === key);
}

/** The template's first stage, where a new job starts. */
export function firstStageOf(template: JobTemplate): JobStageValue {
  return template.stages[0].stage;
}

/** The template's last stage: a job that reaches it is done. */
export function lastStageOf(template: JobTemplate): JobStageValue {
  return template.stages[template.stages.length - 1].stage;
}
