import { lazy, useState } from 'react';
import styled from 'styled-components';
import { builtInJobTemplates } from '@validation/jobs/job-templates';
import {
  useJobTemplateStagesQuery,
  useMoveJobMutation,
  useNewJobChoicesQuery,
  type JobCardFragment,
  type JobStage,
  type SessionUserFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FilterBar } from '../../../components/FilterBar';
import { Label, Select } from '../../../components/Field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { intentHandlers, prefetchOnIntent } from '../../../components/intent-handlers';
import { LazyPartBoundary } from '../../../components/CodeLoadBoundary';
import { useHydrated } from '../../../components/useHydrated';
import { toast } from '../../../components/toast-store';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { media } from '../../../lib/theme';
import { PageHeader } from '../shared/PageHeader';
import { isAdmin, isStaff } from '../shared/roles';
import { Board, boardStages } from './Board';
import { DeferredNewJobDialog, prefetchNewJobDialog } from './deferred-new-job';
import { personName, type StageChoice } from './JobCard';
import { dueOf, dueParam, filterVariables, useWorkFilters, viewOf, type WorkFilters } from './work-filters';

// The page opens on the board; each other tab's code (its queries, lists and dialogs) is fetched
// when its tab is approached or opened, so the board's first screen carries none of it.
const loadList = () => import('./JobList');
const loadCalendar = () => import('./Calendar');
const loadRecurring = () => import('./Recurring');
const loadWorkload = () => import('./Workload');
const loadAutomations = () => import('./Automations');
const JobList = lazy(() => loadList().then((module) => ({ default: module.JobList })));
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })));
const Recurring = lazy(() => loadRecurring().then((module) => ({ default: module.Recurring })));
const Workload = lazy(() => loadWorkload().then((module) => ({ default: module.Workload })));
const Automations = lazy(() => loadAutomations().then((module) => ({ default: module.Automations })));

/**
 * /portal/work, for staff (docs/staff-guide.md, "The work board"): every open job as a card in
 * the column of its stage, or as a row of a list, filtered by template, assignee and when it is
 * due. A card moves by dragging or with its "Move to" list.
 */
export function WorkPage({ user }: { user: SessionUserFragment }) {
  if (!isStaff(user.roleNames)) {
    return (
      <Card role="alert">
        <title>Work | Khanya Client Portal</title>
        <h1>Staff only</h1>
        <p>The work board is kept for the firm&rsquo;s advisors and administrators. Where your own returns stand is on your dashboard.</p>
      </Card>
    );
  }
  return <Work userId={user.id} admin={isAdmin(user.roleNames)} />;
}

function Work({ userId, admin }: { userId: string; admin: boolean }) {
  const [filters, change] = useWorkFilters();
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<string | null>(null);
  const templates = useJobTemplateStagesQuery().data?.jobTemplates;
  const [move] = useMoveJobMutation();
  const variables = filterVariables(filters, userId);

  const stagesOf = (job: JobCardFragment): StageChoice[] =>
    templates?.find((template) => template.key === job.templateKey)?.stages.map(({ stage, name }) => ({ stage, name })) ?? boardStages;

  const onMove = async (job: JobCardFragment, stage: JobStage) => {
    const target = stagesOf(job).find((choice) => choice.stage === stage);
    if (!target) {
      const names = stagesOf(job)
        .map((choice) => choice.name)
        .join(', ');
      toast({ title: 'Not a stage of this job', description: `${job.title} moves through ${names}.`, variant: 'destructive' });
      return;
    }
    setMoving(job.id);
    try {
      await move({ variables: { id: job.id, stage }, refetchQueries: ['JobColumn', 'JobList'], awaitRefetchQueries: true });
      toast({ title: 'Job moved', description: `${job.title} is now in ${target.name}.`, variant: 'success' });
    } catch (error) {
      toast({
        title: 'The job was not moved',
        description: formFailureMessage(error, 'Please try again.') ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setMoving(null);
    }
  };

  return (
    <>
      <title>Work | Khanya Client Portal</title>
      <PageHeader
        title="Work"
        subtitle="Every client’s returns for every period, by stage, each due on the tax calendar’s day."
        actions={
          <Button onClick={() => setCreating(true)} {...intentHandlers(prefetchNewJobDialog)}>
            New job
          </Button>
        }
      />
      {/* The workload counts every open job the viewer sees, and the automations are the templates'; the filters are the board's, the list's and the series'. */}
      {filters.view !== 'workload' && filters.view !== 'automations' && <Filters filters={filters} onChange={change} />}
      <Tabs value={filters.view} onValueChange={(view) => change({ view: viewOf(view) })}>
        <ViewTabs aria-label="View">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="list" {...prefetchOnIntent(loadList)}>
            List
          </TabsTrigger>
          <TabsTrigger value="calendar" {...prefetchOnIntent(loadCalendar)}>
            Calendar
          </TabsTrigger>
          <TabsTrigger value="recurring" {...prefetchOnIntent(loadRecurring)}>
            Recurring
          </TabsTrigger>
          <TabsTrigger value="workload" {...prefetchOnIntent(loadWorkload)}>
            Workload
          </TabsTrigger>
          <TabsTrigger value="automations" {...prefetchOnIntent(loadAutomations)}>
            Automations
          </TabsTrigger>
        </ViewTabs>
        <TabsContent value="board">
          <Board variables={variables} stagesOf={stagesOf} onMove={(job, stage) => void onMove(job, stage)} moving={moving} />
        </TabsContent>
        <TabsContent value="list">
          <LazyPartBoundary>
            <JobList variables={variables} />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="calendar">
          <LazyPartBoundary>
            <Calendar variables={variables} />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="recurring">
          <LazyPartBoundary>
            <Recurring variables={variables} />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="workload">
          <LazyPartBoundary>
            <Workload />
          </LazyPartBoundary>
        </TabsContent>
        <TabsContent value="automations">
          <LazyPartBoundary>
            <Automations canChange={admin} />
          </LazyPartBoundary>
        </TabsContent>
      </Tabs>
      <DeferredNewJobDialog open={creating} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
    </>
  );
}

function Filters({ filters, onChange }: { filters: WorkFilters; onChange: (change: Partial<WorkFilters>) => void }) {
  // A series has no due date of its own, and the calendar is a calendar of due dates: there the
  // Due filter is not offered.
  const dated = filters.view !== 'recurring' && filters.view !== 'calendar';
  const clients = useClientChoices();
  // Drawn by the server, a select answers nothing until React has taken the page over: disabled till then.
  const hydrated = useHydrated();
  return (
    <FilterBar role="search" aria-label="Filter jobs" $selects={dated ? 3 : 2}>
      <div>
        <Label htmlFor="work-template">Work</Label>
        <Select
          id="work-template"
          disabled={!hydrated}
          value={filters.templateKey ?? ''}
          onChange={(event) => onChange({ templateKey: event.target.value || null })}
        >
          <option value="">All work</option>
          {builtInJobTemplates.map((template) => (
            <option key={template.key} value={template.key}>
              {template.name}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="work-assignee">Assigned to</Label>
        <Select
          id="work-assignee"
          disabled={!hydrated}
          value={filters.mine ? 'me' : ''}
          onChange={(event) => onChange({ mine: event.target.value === 'me' })}
        >
          <option value="">Anyone</option>
          <option value="me">Me</option>
        </Select>
      </div>
      <div>
        <Label htmlFor="work-client">Client</Label>
        <Select
          id="work-client"
          disabled={!hydrated}
          value={filters.clientId ?? ''}
          onChange={(event) => onChange({ clientId: event.target.value || null })}
        >
          <option value="">All clients</option>
          {/* A client chosen in the address the list does not hold (yet) is still shown as chosen. */}
          {filters.clientId && !clients.some((client) => client.id === filters.clientId) && (
            <option value={filters.clientId}>{clients.length === 0 ? 'Loading…' : 'A client you do not see'}</option>
          )}
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </Select>
      </div>
      {dated && (
        <div>
          <Label htmlFor="work-due">Due</Label>
          <Select
            id="work-due"
            disabled={!hydrated}
            value={dueParam(filters.due)}
            onChange={(event) => onChange({ due: dueOf(event.target.value) })}
          >
            <option value="">Any time</option>
            <option value="overdue">Overdue</option>
            <option value="this-week">This week</option>
            <option value="this-month">This month</option>
          </Select>
        </div>
      )}
    </FilterBar>
  );
}

/** The clients of the engagements the viewer may add jobs to (New job's own choices), by name. */
function useClientChoices(): { id: string; name: string }[] {
  const engagements = useNewJobChoicesQuery().data?.engagements ?? [];
  const byId = new Map<string, string>();
  for (const { client } of engagements) if (client) byId.set(client.id, personName(client) ?? client.id);
  return [...byId.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Five tabs do not fit one row of a phone: there they wrap, so the one chosen is never scrolled out of sight. */
const ViewTabs = styled(TabsList)`
  flex-wrap: wrap;
  ${media.sm} {
    flex-wrap: nowrap;
  }
`;
