import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApolloError } from '@apollo/client';
import { Button } from '../../../../components/Button';
import { Card } from '../../../../components/Card';
import { DataState } from '../../../../components/DataState';
import { Icon } from '../../../../components/Icon';
import { toast } from '../../../../components/toast-store';
import { SectionHead } from '../../shared/PageHeader';
import { ConfirmDialog, type Confirmation } from '../../../../components/ConfirmDialog';
import { TemplateRow } from './TemplateRow';

interface Template {
  id: string;
  title: string;
}

interface TemplatesTabProps<Kind extends Template> {
  /** "letter-templates": the start of the headings' ids. */
  idPrefix: string;
  heading: string;
  intro: ReactNode;
  templates: readonly Kind[] | undefined;
  loading: boolean;
  error: ApolloError | undefined;
  onRetry: () => void;
  emptyText: string;
  /** What a deletion leaves of what was sent from the template, in a sentence. */
  keptOnDelete: string;
  remove: (template: Kind) => Promise<unknown>;
  /** The lines under a template's title in the list. */
  details: (template: Kind) => ReactNode;
  /** The editor, for a new template (null) or one of them; `onDone` goes back to the list. */
  editor: (props: { template: Kind | null; headingId: string; onDone: () => void }) => ReactNode;
}

/**
 * An Admin Panel tab of templates (the engagement letters', the organizers'): the list with New
 * template, Edit and Delete (asked first), and the editor in place of the list while one is open.
 * What is sent from a template keeps its own copy, so nothing here changes what was sent.
 */
export function TemplatesTab<Kind extends Template>(props: TemplatesTabProps<Kind>) {
  const { idPrefix, heading, intro, templates, loading, error, onRetry, emptyText, keptOnDelete, remove, details, editor } = props;
  const [editing, setEditing] = useState<{ template: Kind | null } | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const confirmDelete = (template: Kind) =>
    setConfirmation({
      title: 'Delete this template?',
      description: `"${template.title}" can no longer be sent. ${keptOnDelete} This cannot be undone.`,
      confirmLabel: 'Delete template',
      busyLabel: 'Deleting…',
      run: async () => {
        await remove(template);
        toast({ description: `"${template.title}" was deleted.`, variant: 'success' });
      },
    });

  if (editing) {
    const headingId = `${idPrefix}-editor-heading`;
    return (
      <Card as="section" aria-labelledby={headingId}>
        {editor({ template: editing.template, headingId, onDone: () => setEditing(null) })}
      </Card>
    );
  }

  return (
    <Card as="section" aria-labelledby={`${idPrefix}-heading`}>
      <SectionHead>
        <h2 id={`${idPrefix}-heading`}>{heading}</h2>
        <Button $size="sm" onClick={() => setEditing({ template: null })}>
          <Icon name="plus" size={18} />
          New template
        </Button>
      </SectionHead>
      <Intro>{intro}</Intro>
      <DataState
        loading={loading}
        error={error}
        hasData={!!templates}
        empty={templates?.length === 0}
        loadingText="Loading the templates…"
        emptyText={emptyText}
        errorText="We could not load the templates."
        onRetry={onRetry}
      >
        <List>
          {templates?.map((template) => (
            <TemplateRow
              key={template.id}
              title={template.title}
              onEdit={() => setEditing({ template })}
              onDelete={() => confirmDelete(template)}
            >
              {details(template)}
            </TemplateRow>
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
