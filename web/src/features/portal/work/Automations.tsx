import { useId, useState } from 'react';
import styled from 'styled-components';
import { enumName } from '@validation/enum-names';
import { jobActionKindValues, jobActionWaitsFor } from '@validation/jobs/job-automations';
import { jobStageNames } from '@validation/jobs/job-stages';
import { builtInJobTemplates } from '@validation/jobs/job-templates';
import { useJobAutomationChoicesQuery, type StageAutomationFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { Label, Select } from '../../../components/Field';
import { RecordArticle, recordTitle } from '../../../components/RecordCard';
import { intentHandlers } from '../../../components/intent-handlers';
import { useHydrated } from '../../../components/useHydrated';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { DeferredStageAutomationDialog, prefetchStageAutomationDialog } from './deferred-stage-automation';
import { actionWords, type ActionChoices } from './stage-action-words';
import type { EditedStage } from './stage-automation-form';

/**
 * The Automations tab (docs/jobs.md#stages-that-act): for one template at a time, what each of its
 * stages does when a job first enters it, in words, and whether the job then moves on by itself.
 * Administrators change a stage's setting; advisors read it.
 */
export function Automations({ canChange }: { canChange: boolean }) {
  const hydrated = useHydrated();
  const [templateKey, setTemplateKey] = useState(builtInJobTemplates[0].key);
  const [editing, setEditing] = useState<EditedStage | null>(null);
  const { data, loading, error, refetch } = useJobAutomationChoicesQuery({ fetchPolicy: 'cache-and-network' });
  const template = builtInJobTemplates.find((each) => each.key === templateKey) ?? builtInJobTemplates[0];

  return (
    <>
      <Intro>
        What each stage does when a job enters it for the first time, beyond adding its checklist. A change applies to the jobs that enter
        the stage from then on.
      </Intro>
      <TemplateChoice>
        <Label htmlFor="automation-template">Template</Label>
        {/* Drawn by the server, it answers nothing until React has taken the page over: disabled till then. */}
        <Select id="automation-template" value={template.key} disabled={!hydrated} onChange={(event) => setTemplateKey(event.target.value)}>
          {builtInJobTemplates.map((each) => (
            <option key={each.key} value={each.key}>
              {each.name}
            </option>
          ))}
        </Select>
      </TemplateChoice>
      <DataState
        loading={loading}
        error={error}
        hasData={!!data}
        empty={false}
        loadingText="Loading what the stages do…"
        emptyText=""
        errorText={listFetchFailed('what the stages do')}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {data && (
          <Stages aria-label={`Stages of ${template.name}`}>
            {template.stages.map(({ stage, name }, index) => {
              const stageName = name ?? jobStageNames[stage];
              const next = template.stages.at(index + 1);
              const nextStageName = next ? (next.name ?? jobStageNames[next.stage]) : null;
              const automation =
                data.jobStageAutomations.find((each) => each.templateKey === template.key && each.stage === enumName(stage)) ?? null;
              return (
                <li key={stage}>
                  <StageCard
                    stageName={stageName}
                    automation={automation}
                    choices={data}
                    onChange={
                      canChange
                        ? () =>
                            setEditing({
                              templateKey: template.key,
                              templateName: template.name,
                              stage,
                              stageName,
                              nextStageName,
                              automation,
                            })
                        : undefined
                    }
                  />
                </li>
              );
            })}
          </Stages>
        )}
      </DataState>
      {canChange && data && <DeferredStageAutomationDialog editing={editing} choices={data} onClose={() => setEditing(null)} />}
    </>
  );
}

function StageCard({
  stageName,
  automation,
  choices,
  onChange,
}: {
  stageName: string;
  automation: StageAutomationFragment | null;
  choices: ActionChoices;
  /** Absent for those who only read. */
  onChange?: () => void;
}) {
  const headingId = useId();
  const actions = automation?.actions ?? [];
  const waits = [
    ...new Set(
      actions.flatMap((action) => {
        const kind = jobActionKindValues.find((value) => enumName(value) === action.kind);
        return kind && jobActionWaitsFor[kind] ? [jobActionWaitsFor[kind]] : [];
      }),
    ),
  ];
  return (
    <RecordArticle aria-labelledby={headingId}>
      <Heading id={headingId}>{stageName}</Heading>
      {actions.length === 0 ? (
        <Quiet>Nothing happens on entry beyond its checklist.</Quiet>
      ) : (
        <Actions aria-label={`What ${stageName} does`}>
          {actions.map((action, index) => (
            <li key={index}>{actionWords(action, choices)}</li>
          ))}
        </Actions>
      )}
      {automation?.moveOnWhenDone && (
        <MovesOn>
          <strong>Then moves on by itself when all is done.</strong>
          {waits.length > 0 && <Quiet as="span"> It waits for {andList(waits)}.</Quiet>}
        </MovesOn>
      )}
      {onChange && (
        <div>
          <Button
            $variant="outline"
            $size="sm"
            aria-label={`Change ${stageName}`}
            onClick={onChange}
            {...intentHandlers(prefetchStageAutomationDialog)}
          >
            Change
          </Button>
        </div>
      )}
    </RecordArticle>
  );
}

/** "a, b and c". */
const andList = (words: string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
`;

const TemplateChoice = styled.div`
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Stages = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Heading = styled.h3`
  ${recordTitle}
`;

const Actions = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  overflow-wrap: anywhere;
`;

const MovesOn = styled.p`
  margin: 0;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
