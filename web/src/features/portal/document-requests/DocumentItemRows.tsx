import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { DEFAULT_DOCUMENT_CATEGORY, type DocumentCategoryValue } from '@validation/documents';
import { Button } from '../../../components/Button';
import { FieldMessage, Input, Label, Select } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { categoryOptions } from '../documents';

/** A new row: no title yet, the category most documents are in. */
export const blankDocumentItem = (): { title: string; category: DocumentCategoryValue } => ({
  title: '',
  category: DEFAULT_DOCUMENT_CATEGORY,
});

type ItemPath = `items.${number}.title` | `items.${number}.category`;

interface DocumentItemRowsProps {
  /** Starts each field's id, so two forms on one page never share one ("checklist-item"). */
  idPrefix: string;
  /** The form's `items` field array rows (their ids key the rows). */
  rows: readonly { id: string }[];
  /** The form's own `register`: every form with these rows keeps them at `items`. */
  register: (name: ItemPath) => UseFormRegisterReturn;
  errors: FieldErrors<{ items: { title: string; category: string }[] }>['items'];
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The add button's words ("Add a document"). */
  addLabel: string;
  titlePlaceholder?: string;
}

/**
 * The documents a checklist holds, or a request asks for, each a title and a category, edited in
 * place: a row can be removed while another is left, and one added at the end. Used by the
 * checklist dialog and the request dialog, which validate the rows with the shared schemas.
 */
export function DocumentItemRows({ idPrefix, rows, register, errors, onAdd, onRemove, addLabel, titlePlaceholder }: DocumentItemRowsProps) {
  return (
    <Items>
      {rows.map((row, index) => {
        const titleError = errors?.[index]?.title;
        return (
          <ItemRow key={row.id}>
            <div>
              <Label htmlFor={`${idPrefix}-title-${index}`}>Document {index + 1}</Label>
              <Input
                id={`${idPrefix}-title-${index}`}
                placeholder={titlePlaceholder}
                aria-invalid={!!titleError}
                $invalid={!!titleError}
                {...register(`items.${index}.title`)}
              />
              {titleError && <FieldMessage role="alert">{titleError.message}</FieldMessage>}
            </div>
            <div>
              <Label htmlFor={`${idPrefix}-category-${index}`}>Category of document {index + 1}</Label>
              <Select id={`${idPrefix}-category-${index}`} {...register(`items.${index}.category`)}>
                {categoryOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
            {rows.length > 1 && (
              <Button $variant="ghost" $size="sm" aria-label={`Remove document ${index + 1}`} onClick={() => onRemove(index)}>
                <Icon name="close" size={16} />
              </Button>
            )}
          </ItemRow>
        );
      })}
      {errors?.message && <FieldMessage role="alert">{errors.message}</FieldMessage>}
      <Button $variant="outline" $size="sm" onClick={onAdd}>
        <Icon name="plus" size={16} />
        {addLabel}
      </Button>
    </Items>
  );
}

const Items = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ItemRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  width: 100%;
  > button {
    justify-self: end;
  }
  @media (min-width: 40rem) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`;
