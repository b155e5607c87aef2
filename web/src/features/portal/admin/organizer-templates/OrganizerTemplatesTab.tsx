import styled from 'styled-components';
import { useDeleteOrganizerTemplateMutation, useOrganizerTemplatesQuery } from '../../../../graphql/generated';
import { formatDateTime } from '../../../../lib/format';
import { TemplatesTab } from '../templates/TemplatesTab';
import { OrganizerTemplateEditor } from './OrganizerTemplateEditor';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Admin panel, Organizer templates (docs/product.md#organizer-templates): the questionnaires staff
 * send a client from an engagement, in sections of questions; create, edit and delete. Organizers
 * already sent keep their own copy of the questions, so a change here never alters one.
 */
export function OrganizerTemplatesTab() {
  const { data, loading, error, refetch } = useOrganizerTemplatesQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteOrganizerTemplateMutation({
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'OrganizerTemplate', id: variables.id }) });
      cache.gc();
    },
  });
  return (
    <TemplatesTab
      idPrefix="organizer-templates"
      heading="Organizer templates"
      intro="The questionnaires advisors send a client from an engagement, such as an ITR12 organizer: sections of questions the client answers in the portal. An organizer already sent keeps the questions it was sent with."
      templates={data?.organizerTemplates}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      emptyText="No templates yet. Write one to send organizers."
      keptOnDelete="Organizers already sent from it keep their questions and answers."
      remove={(template) => remove({ variables: { id: template.id } })}
      details={(template) => {
        const questions = template.sections.reduce((total, section) => total + section.questions.length, 0);
        return (
          <>
            {template.description && <Description>{template.description}</Description>}
            <p>
              {plural(template.sections.length, 'section')}, {plural(questions, 'question')} · Last updated{' '}
              <time dateTime={template.updatedAt}>{formatDateTime(template.updatedAt)}</time>
            </p>
          </>
        );
      }}
      editor={({ template, headingId, onDone }) => <OrganizerTemplateEditor headingId={headingId} template={template} onDone={onDone} />}
    />
  );
}

/** What the template is for, cut to two lines: the editor shows it whole. */
const Description = styled.p`
  && {
    color: ${({ theme }) => theme.colors.ink};
  }
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
