import styled from 'styled-components';

/** A refusal that names no field, above a dialog's buttons. */
export const FormFailure = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
