import { useSearchParams } from 'react-router-dom';
import { jobTemplateKeys } from '@validation/jobs/job-templates';
import type { JobDue } from '../../../graphql/generated';

export type WorkView = 'board' | 'list' | 'calendar' | 'recurring' | 'workload' | 'automations';

/** The tab a value names; the board for any other. */
export const viewOf = (value: string | null): WorkView =>
  value === 'list' || value === 'calendar' || value === 'recurring' || value === 'workload' || value === 'automations' ? value : 'board';

/** The board's and the list's filters, as the address keeps them (?template=vat201-b&assignee=me&due=overdue&view=list). */
export interface WorkFilters {
  templateKey: string | null;
  /** Only the jobs of the signed-in staff member. */
  mine: boolean;
  /** Only the jobs of one client (a user id). */
  clientId: string | null;
  due: JobDue | null;
  view: WorkView;
}

const dueValues: Record<string, JobDue> = { overdue: 'OVERDUE', 'this-week': 'THIS_WEEK', 'this-month': 'THIS_MONTH' };
export const dueParam = (due: JobDue | null) => Object.entries(dueValues).find(([, value]) => value === due)?.[0] ?? '';
export const dueOf = (param: string): JobDue | null => (Object.hasOwn(dueValues, param) ? dueValues[param] : null);

/** The filters from the address, an unknown value read as no filter. */
export function useWorkFilters(): [WorkFilters, (change: Partial<WorkFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const template = params.get('template');
  const filters: WorkFilters = {
    templateKey: template && jobTemplateKeys.includes(template) ? template : null,
    mine: params.get('assignee') === 'me',
    // An id the server does not know simply finds no jobs; one too long to be an id is none.
    clientId: (params.get('client') ?? '').length > 0 && (params.get('client') ?? '').length <= 36 ? params.get('client') : null,
    due: dueOf(params.get('due') ?? ''),
    view: viewOf(params.get('view')),
  };
  const change = (next: Partial<WorkFilters>) => {
    const merged = { ...filters, ...next };
    const written: Record<string, string> = {};
    if (merged.templateKey) written.template = merged.templateKey;
    if (merged.mine) written.assignee = 'me';
    if (merged.clientId) written.client = merged.clientId;
    if (merged.due) written.due = dueParam(merged.due);
    if (merged.view !== 'board') written.view = merged.view;
    setParams(written, { replace: true });
  };
  return [filters, change];
}

export interface JobFilterVariables {
  templateKey: string | null;
  assignedTo: string | null;
  clientId: string | null;
  due: JobDue | null;
}

/** The query variables of the filters, for the signed-in staff member `userId`. */
export const filterVariables = (filters: WorkFilters, userId: string): JobFilterVariables => ({
  templateKey: filters.templateKey,
  assignedTo: filters.mine ? userId : null,
  clientId: filters.clientId,
  due: filters.due,
});
