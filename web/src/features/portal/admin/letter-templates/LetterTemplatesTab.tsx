import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteLetterTemplateMutation, useLetterTemplatesQuery, type LetterTemplateFieldsFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { Icon } from '../../../../components/Icon';
import { toast } from '../../../../components/toast-store';
import { SectionHead } from '../../shared/PageHeader';
import { ConfirmDialog, type Confirmation } from '../integrations/ConfirmDialog';
import { TemplateEditor } from './TemplateEditor';
import { TemplateRow } from './TemplateRow';

/** What the tab shows: the list, or the editor for a new template or for one of them. */
type Editing = { kind: 'new' } | { kind: 'edit'; template: LetterTemplateFieldsFragment } | null;

/**
 * Admin panel, Letter templates (docs/product.md#letter-templates): the letters staff send from
 * an engagement, written in Markdown with merge fields; create, edit and delete. Letters already
 * sent keep their own text, so a change here never alters one.
 */
export function LetterTemplatesTab() {
  const { data, loading, error, refetch } = useLetterTemplatesQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [remove] = useDeleteLetterTemplateMutation({
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'LetterTemplate', id: variables.id }) });
      cache.gc();
    },
  });
  const templates = data?.letterTemplates;

  const confirmDelete = (template: LetterTemplateFieldsFragment) =>
    setConfirmation({
      title: 'Delete this template?',
      description: `"${template.title}" can no longer be sent. Letters already sent from it keep their text. This cannot be undone.`,
      confirmLabel: 'Delete template',
      busyLabel: 'Deleting…',
      run: async () => {
        await remove({ variables: { id: template.id } });
        toast({ description: `"${template.title}" was deleted.`, variant: 'success' });
      },
    });

  if (editing)
    return (
      <Card as="section" aria-labelledby="letter-template-editor-heading">
        <TemplateEditor
          headingId="letter-template-editor-heading"
          template={editing.kind === 'edit' ? editing.template : null}
          onDone={() => setEditing(null)}
        />
      </Card>
    );

  return (
    <Card as="section" aria-labelledby="letter-templates-heading">
      <SectionHead>
        <h2 id="letter-templates-heading">Letter templates</h2>
        <Button $size="sm" onClick={() => setEditing({ kind: 'new' })}>
          <Icon name="plus" size={18} />
          New template
        </Button>
      </SectionHead>
      <Intro>
        Advisors send these from an engagement’s card as engagement letters for the client to sign. Merge fields such as{' '}
        <code>{'{{client.fullName}}'}</code> are filled in for each engagement; a letter already sent keeps the text it was sent with.
      </Intro>
      <DataState
        loading={loading}
        error={error}
        hasData={!!templates}
        empty={templates?.length === 0}
        loadingText="Loading the templates…"
        emptyText="No templates yet. Write one to send engagement letters."
        errorText="We could not load the templates."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <List>
          {templates?.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              onEdit={() => setEditing({ kind: 'edit', template })}
              onDelete={() => confirmDelete(template)}
            />
          ))}
        </List>
      </DataState>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Card>
  );
}

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.muted};
  code {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
