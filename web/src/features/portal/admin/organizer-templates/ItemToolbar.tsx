import styled from 'styled-components';
import { Button } from '../../../../components/Button';
import { Icon } from '../../../../components/Icon';

interface ItemToolbarProps {
  /** What the item is, for the buttons' names: "Move question 2 up". */
  noun: 'section' | 'question';
  /** Its place in its list, from 1. */
  number: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  /** Left out when the item may not go (the last one of its list). */
  onRemove?: () => void;
}

/**
 * Up, Down and Remove for a section or a question. Each names the item in full for a screen
 * reader; `data-action` lets the editor put the focus back on the same button after a move.
 */
export function ItemToolbar({ noun, number, count, onMove, onRemove }: ItemToolbarProps) {
  return (
    <Toolbar>
      <Button
        $variant="ghost"
        $size="sm"
        data-action="up"
        aria-label={`Move ${noun} ${number} up`}
        disabled={number === 1}
        onClick={() => onMove(-1)}
      >
        <UpIcon name="chevron-down" size={16} />
        Up
      </Button>
      <Button
        $variant="ghost"
        $size="sm"
        data-action="down"
        aria-label={`Move ${noun} ${number} down`}
        disabled={number === count}
        onClick={() => onMove(1)}
      >
        <Icon name="chevron-down" size={16} />
        Down
      </Button>
      {onRemove && (
        <Button $variant="ghost" $size="sm" data-action="remove" aria-label={`Remove ${noun} ${number}`} onClick={onRemove}>
          <Icon name="close" size={16} />
          Remove
        </Button>
      )}
    </Toolbar>
  );
}

/** Three to a row on a phone: the buttons keep their 44 px height but lose some side padding. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  > button {
    gap: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[2]};
  }
`;

const UpIcon = styled(Icon)`
  transform: rotate(180deg);
`;
