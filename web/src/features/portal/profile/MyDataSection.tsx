import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useMyDataSummaryQuery } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { toast } from '../../../components/toast-store';
import { formatFileSize } from '../../../lib/file-size';
import { MyDataDownloadError, archiveSaver, fetchMyDataArchive, type MyDataProgress } from './my-data-download';
import { ArchiveProgress } from './ArchiveProgress';

type DownloadState =
  | { step: 'idle' }
  | { step: 'working'; progress: MyDataProgress | null }
  | { step: 'saved'; fileName: string }
  | { step: 'failed'; error: MyDataDownloadError };

/**
 * "My data" (Privacy tab, POPIA's right of access): what the archive will hold, and a button that
 * downloads it with its progress. The archive is written by the server as it is sent, so the
 * progress is measured against the server's estimate until the last byte arrives.
 */
export function MyDataSection() {
  const { data, loading, error, refetch } = useMyDataSummaryQuery({ fetchPolicy: 'cache-and-network' });
  const [state, setState] = useState<DownloadState>({ step: 'idle' });
  const failureRef = useRef<HTMLDivElement>(null);
  const summary = data?.myDataSummary;

  const download = async () => {
    setState({ step: 'working', progress: null });
    try {
      const { archive, fileName } = await fetchMyDataArchive((progress) => setState({ step: 'working', progress }));
      archiveSaver.save(archive, fileName);
      setState({ step: 'saved', fileName });
      toast({ title: 'Your data has been downloaded', description: fileName, variant: 'success' });
    } catch (failure) {
      const downloadError =
        failure instanceof MyDataDownloadError ? failure : new MyDataDownloadError('Your archive could not be saved.', null, null);
      setState({ step: 'failed', error: downloadError });
      // The message replaces the progress the user was watching: take them to it.
      requestAnimationFrame(() => failureRef.current?.focus());
    }
  };

  const working = state.step === 'working';
  return (
    <section aria-labelledby="my-data-title">
      <h2 id="my-data-title">Download my data</h2>
      <Intro>
        A copy of everything Khanya holds about you, as one zip file: your profile, company, engagements, tasks, documents and their files,
        appointments, messages, notifications, settings, sign-ins, website enquiries and the activity log, with a README explaining each
        file. This is your right of access under the Protection of Personal Information Act (POPIA).
      </Intro>
      <DataState
        loading={loading}
        error={error}
        hasData={!!summary}
        empty={false}
        loadingText="Counting your data…"
        emptyText=""
        errorText="Failed to count what your archive will hold"
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {summary && (
          <>
            <h3 id="my-data-included">What is included</h3>
            <Included aria-labelledby="my-data-included">
              {summary.sections.map((section) => (
                <li key={section.key}>
                  <span>{section.label}</span>
                  <Count>{section.key === 'documents' ? documentsLine(section.count, summary.fileBytes) : section.count}</Count>
                </li>
              ))}
            </Included>
            <Total>
              {summary.totalItems} items in all, about {formatFileSize(summary.estimatedBytes)}.
            </Total>
          </>
        )}
      </DataState>
      <Actions>
        <Button type="button" disabled={working} onClick={() => void download()}>
          {working ? 'Preparing…' : 'Download my data'}
        </Button>
      </Actions>
      {working && <ArchiveProgress progress={state.progress} />}
      {state.step === 'saved' && (
        <Outcome role="status">
          Your archive <strong>{state.fileName}</strong> has been saved to your downloads.
        </Outcome>
      )}
      {state.step === 'failed' && (
        <Failure role="alert" tabIndex={-1} ref={failureRef}>
          <p>
            <strong>The download failed.</strong> {state.error.message}
          </p>
          {(state.error.status !== null || state.error.requestId) && (
            <Reference>
              {state.error.status !== null && <>Status {state.error.status}</>}
              {state.error.status !== null && state.error.requestId && ' · '}
              {state.error.requestId && <>Reference {state.error.requestId}</>}
            </Reference>
          )}
          <p>Please try again; if it keeps failing, send the firm this reference.</p>
        </Failure>
      )}
    </section>
  );
}

const documentsLine = (count: number, bytes: number) => (count === 0 ? '0' : `${count} (${formatFileSize(bytes)} of files)`);

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
  max-width: 65ch;
`;

const Included = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  column-gap: ${({ theme }) => theme.space[6]};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Count = styled.span`
  font-weight: 600;
  text-align: right;
`;

const Total = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Outcome = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  overflow-wrap: anywhere;
`;

const Failure = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
`;

const Reference = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
