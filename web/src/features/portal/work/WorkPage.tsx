import { useState } from 'react';
import { builtInJobTemplates } from '@validation/jobs/job-templates';
import {
  useJobTemplateStagesQuery,
  useMoveJobMutation,
  type JobCardFragment,
  type JobStage,
  type SessionUserFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { FilterBar } from '../../../components/FilterBar';
import { Label, Select } from '../../../components/Field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { intentHandlers } from '../../../components/intent-handlers';
import { toast } from '../../../components/toast-store';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { PageHeader } from '../shared/PageHeader';
import { isStaff } from '../shared/roles';
import { Board, boardStages } from './Board';
import { JobList } from './JobList';
import { Recurring } from './Recurring';
import { Workload } from './Workload';
import { DeferredNewJobDialog, prefetchNewJobDialog } from './deferred-new-job';
import type { StageChoice } from './JobCard';
import { dueOf, dueParam, filterVariables, useWorkFilters, viewOf, type WorkFilters } from './work-filters';

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
  return <Work userId={user.id} />;
}

function Work({ userId }: { userId: string }) {
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
      {/* The workload counts every open job the viewer sees; the filters are the board's, the list's and the series'. */}
      {filters.view !== 'workload' && <Filters filters={filters} onChange={change} />}
      <Tabs value={filters.view} onValueChange={(view) => change({ view: viewOf(view) })}>
        <TabsList aria-label="View">
          <TabsTrigger value="board">Board</TabsTrigger>
          <TabsTrigger value="list">List</TabsTrigger>
          <TabsTrigger value="recurring">Recurring</TabsTrigger>
          <TabsTrigger value="workload">Workload</TabsTrigger>
        </TabsList>
        <TabsContent value="board">
          <Board variables={variables} stagesOf={stagesOf} onMove={(job, stage) => void onMove(job, stage)} moving={moving} />
        </TabsContent>
        <TabsContent value="list">
          <JobList variables={variables} />
        </TabsContent>
        <TabsContent value="recurring">
          <Recurring variables={variables} />
        </TabsContent>
        <TabsContent value="workload">
          <Workload />
        </TabsContent>
      </Tabs>
      <DeferredNewJobDialog open={creating} onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
    </>
  );
}

function Filters({ filters, onChange }: { filters: WorkFilters; onChange: (change: Partial<WorkFilters>) => void }) {
  // A series has no due date of its own: the Recurring tab is filtered by work and assignee only.
  const dated = filters.view !== 'recurring';
  return (
    <FilterBar role="search" aria-label="Filter jobs" $selects={dated ? 2 : 1}>
      <div>
        <Label htmlFor="work-template">Work</Label>
        <Select
          id="work-template"
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
        <Select id="work-assignee" value={filters.mine ? 'me' : ''} onChange={(event) => onChange({ mine: event.target.value === 'me' })}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
        </Select>
      </div>
      {dated && (
        <div>
          <Label htmlFor="work-due">Due</Label>
          <Select id="work-due" value={dueParam(filters.due)} onChange={(event) => onChange({ due: dueOf(event.target.value) })}>
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
