import styled from 'styled-components';
import type { OrganizerTemplateFieldsFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { formatDateTime } from '../../../../lib/format';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One template in the list: its title, what it is for, how much it asks, when it last changed, Edit and Delete. */
export function OrganizerTemplateRow({
  template,
  onEdit,
  onDelete,
}: {
  template: OrganizerTemplateFieldsFragment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const questions = template.sections.reduce((total, section) => total + section.questions.length, 0);
  return (
    <Row aria-label={template.title}>
      <div>
        <h3>{template.title}</h3>
        {template.description && <Description>{template.description}</Description>}
        <p>
          {plural(template.sections.length, 'section')}, {plural(questions, 'question')} · Last updated{' '}
          <time dateTime={template.updatedAt}>{formatDateTime(template.updatedAt)}</time>
        </p>
      </div>
      <Actions>
        <Button $variant="outline" $size="sm" aria-label={`Edit ${template.title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button $variant="ghost" $size="sm" aria-label={`Delete ${template.title}`} onClick={onDelete}>
          Delete
        </Button>
      </Actions>
    </Row>
  );
}

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  > div:first-child {
    flex: 1 1 18rem;
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
