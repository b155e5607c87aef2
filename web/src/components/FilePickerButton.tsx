import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from './Card';

interface FilePickerButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The button's face: its words, with an icon before them if wanted. */
  children: ReactNode;
}

/**
 * A file input that looks like an outline button. The input itself stays out of sight but
 * focusable and announced, and its label is the button people see and click: a styled label
 * opens the browser's picker without script, and keyboard users reach the real input. The
 * surroundings show focus (`:focus-within`), as the documents' drop zone and the compose
 * dialog's attachments do in their own ways.
 */
export const FilePickerButton = forwardRef<HTMLInputElement, FilePickerButtonProps>(function FilePickerButton(
  { children, id, disabled = false, ...input },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <>
      <Face htmlFor={inputId} aria-disabled={disabled}>
        {children}
      </Face>
      <HiddenInput ref={ref} id={inputId} type="file" disabled={disabled} {...input} />
    </>
  );
});

const Face = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  padding: 0.375rem 0.875rem;
  border: 2px solid ${({ theme }) => theme.colors.navy800};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.navy800};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.navy100};
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const HiddenInput = styled.input`
  ${visuallyHidden}
`;
