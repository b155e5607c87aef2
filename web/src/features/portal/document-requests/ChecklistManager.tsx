import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  useDeleteDocumentChecklistMutation,
  useDocumentChecklistsQuery,
  type DocumentChecklistFieldsFragment,
} from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/Dialog';
import { RecordArticle, recordTitle } from '../../../components/RecordCard';
import { RecordGrid } from '../../../components/RecordList';
import { toast } from '../../../components/toast-store';
import { categoryLabel } from '../documents';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { ChecklistDialog } from './ChecklistDialog';

/** The admins' tab: the firm's checklists, each editable and deletable, and New checklist. */
export function ChecklistManager() {
  const { data, loading, error, refetch } = useDocumentChecklistsQuery({ fetchPolicy: 'cache-and-network' });
  const checklists = data?.documentChecklists;
  const reload = () => void refetch().catch(() => undefined);
  return (
    <>
      <Toolbar>
        <ChecklistDialog onSaved={reload} />
      </Toolbar>
      <DataState
        loading={loading}
        error={error}
        hasData={!!checklists}
        empty={checklists?.length === 0}
        loadingText="Loading checklists…"
        emptyText="No checklists yet. Create one to ask for several documents at once."
        errorText={listFetchFailed('checklists')}
        onRetry={reload}
      >
        <RecordGrid>
          {checklists?.map((checklist) => (
            <li key={checklist.id}>
              <ChecklistCard checklist={checklist} onChanged={reload} />
            </li>
          ))}
        </RecordGrid>
      </DataState>
    </>
  );
}

function ChecklistCard({ checklist, onChanged }: { checklist: DocumentChecklistFieldsFragment; onChanged: () => void }) {
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <h2 id={titleId}>{checklist.name}</h2>
      {checklist.description && <Description>{checklist.description}</Description>}
      <ol>
        {checklist.items.map((item, index) => (
          <li key={index}>
            {item.title} <span>({categoryLabel(item.category)})</span>
          </li>
        ))}
      </ol>
      <Actions>
        <ChecklistDialog checklist={checklist} onSaved={onChanged} />
        <DeleteChecklist checklist={checklist} onDeleted={onChanged} />
      </Actions>
    </Article>
  );
}

function DeleteChecklist({ checklist, onDeleted }: { checklist: DocumentChecklistFieldsFragment; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [remove, { loading }] = useDeleteDocumentChecklistMutation();
  const confirm = async () => {
    try {
      await remove({ variables: { id: checklist.id } });
      toast({ title: 'Checklist deleted', description: checklist.name, variant: 'success' });
      setOpen(false);
      onDeleted();
    } catch {
      toast({ description: 'The checklist could not be deleted. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button $variant="ghost" $size="sm" aria-label={`Delete ${checklist.name}`}>
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {checklist.name}?</DialogTitle>
          <DialogDescription>Requests already made from it stay as they are.</DialogDescription>
        </DialogHeader>
        <Actions>
          <Button $variant="ghost" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button $variant="danger" disabled={loading} onClick={() => void confirm()}>
            {loading ? 'Deleting…' : 'Delete checklist'}
          </Button>
        </Actions>
      </DialogContent>
    </Dialog>
  );
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Article = styled(RecordArticle)`
  h2 {
    ${recordTitle}
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* The grid around the cards makes its own items flex boxes; these stay list items. */
  ol li {
    display: list-item;
  }
  ol span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;
