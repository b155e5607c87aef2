import styled from 'styled-components';
import type { LetterTemplateFieldsFragment } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import { formatDateTime } from '../../../../lib/format';

/** One template in the list: its title, when it last changed, Edit and Delete. */
export function TemplateRow({
  template,
  onEdit,
  onDelete,
}: {
  template: LetterTemplateFieldsFragment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Row aria-label={template.title}>
      <div>
        <h3>{template.title}</h3>
        <p>
          Last updated <time dateTime={template.updatedAt}>{formatDateTime(template.updatedAt)}</time>
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
