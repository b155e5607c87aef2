import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../components/Button';

/** One template in a templates tab's list: its title, the lines the tab gives (what it is, when it last changed), Edit and Delete. */
export function TemplateRow({
  title,
  children,
  onEdit,
  onDelete,
}: {
  title: string;
  children: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Row aria-label={title}>
      <div>
        <h3>{title}</h3>
        {children}
      </div>
      <Actions>
        <Button $variant="outline" $size="sm" aria-label={`Edit ${title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button $variant="ghost" $size="sm" aria-label={`Delete ${title}`} onClick={onDelete}>
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
