import { useDeleteLetterTemplateMutation, useLetterTemplatesQuery } from '../../../../graphql/generated';
import { formatDateTime } from '../../../../lib/format';
import { TemplatesTab } from '../templates/TemplatesTab';
import { TemplateEditor } from './TemplateEditor';

/**
 * Admin panel, Letter templates (docs/product.md#letter-templates): the letters staff send from
 * an engagement, written in Markdown with merge fields; create, edit and delete. Letters already
 * sent keep their own text, so a change here never alters one.
 */
export function LetterTemplatesTab() {
  const { data, loading, error, refetch } = useLetterTemplatesQuery({ fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteLetterTemplateMutation({
    update(cache, _result, { variables }) {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'LetterTemplate', id: variables.id }) });
      cache.gc();
    },
  });
  return (
    <TemplatesTab
      idPrefix="letter-templates"
      heading="Letter templates"
      intro={
        <>
          Advisors send these from an engagement’s card as engagement letters for the client to sign. Merge fields such as{' '}
          <code>{'{{client.fullName}}'}</code> are filled in for each engagement; a letter already sent keeps the text it was sent with.
        </>
      }
      templates={data?.letterTemplates}
      loading={loading}
      error={error}
      onRetry={() => void refetch().catch(() => undefined)}
      emptyText="No templates yet. Write one to send engagement letters."
      keptOnDelete="Letters already sent from it keep their text."
      remove={(template) => remove({ variables: { id: template.id } })}
      details={(template) => (
        <p>
          Last updated <time dateTime={template.updatedAt}>{formatDateTime(template.updatedAt)}</time>
        </p>
      )}
      editor={({ template, headingId, onDone }) => <TemplateEditor headingId={headingId} template={template} onDone={onDone} />}
    />
  );
}
