import { useState } from 'react';
import styled from 'styled-components';
import {
  useDeleteOrganizerTemplateMutation,
  useOrganizerTemplatesQuery,
  type OrganizerTemplateFieldsFragment,
} from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { Icon } from '../../../../components/Icon';
import { toast } from '../../../../components/toast-store';
import { SectionHead } from '../../shared/PageHeader';
import { ConfirmDialog, type Confirmation } from '../integrations/ConfirmDialog';
import { OrganizerTemplateEditor } from './OrganizerTemplateEditor';
import { OrganizerTemplateRow } from './OrganizerTemplateRow';

/** What the tab shows: the list, or the editor for a new template or for one of them. */
type Editing = { kind: 'new' } | { kind: 'edit'; template: OrganizerTemplateFieldsFragment } | null;

/**
 * Admin panel, Organizer templates (docs/product.md#organizer-templates): the questionnaires staff
 * send a client from an engagement, in sections of questions; create, edit and delete. Organizers
 * already sent keep their own copy of the questions, so a change here never alters one.
 */
export function OrganizerTemplatesTab() {
  const { data, loading, error, refetch } = useOrganizerTemplatesQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [remove] = useDeleteOrganizerTemplateMutation({
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'OrganizerTemplate', id: variables.id }) });
      cache.gc();
    },
  });
  const templates = data?.organizerTemplates;

  const confirmDelete = (template: OrganizerTemplateFieldsFragment) =>
    setConfirmation({
      title: 'Delete this template?',
      description: `"${template.title}" can no longer be sent. Organizers already sent from it keep their questions and answers. This cannot be undone.`,
      confirmLabel: 'Delete template',
      busyLabel: 'Deleting…',
      run: async () => {
        await remove({ variables: { id: template.id } });
        toast({ description: `"${template.title}" was deleted.`, variant: 'success' });
      },
    });

  if (editing)
    return (
      <Card as="section" aria-labelledby="organizer-template-editor-heading">
        <OrganizerTemplateEditor
          headingId="organizer-template-editor-heading"
          template={editing.kind === 'edit' ? editing.template : null}
          onDone={() => setEditing(null)}
        />
      </Card>
    );

  return (
    <Card as="section" aria-labelledby="organizer-templates-heading">
      <SectionHead>
        <h2 id="organizer-templates-heading">Organizer templates</h2>
        <Button $size="sm" onClick={() => setEditing({ kind: 'new' })}>
          <Icon name="plus" size={18} />
          New template
        </Button>
      </SectionHead>
      <Intro>
        The questionnaires advisors send a client from an engagement, such as an ITR12 organizer: sections of questions the client answers
        in the portal. An organizer already sent keeps the questions it was sent with.
      </Intro>
      <DataState
        loading={loading}
        error={error}
        hasData={!!templates}
        empty={templates?.length === 0}
        loadingText="Loading the templates…"
        emptyText="No templates yet. Write one to send organizers."
        errorText="We could not load the templates."
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <List>
          {templates?.map((template) => (
            <OrganizerTemplateRow
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
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
