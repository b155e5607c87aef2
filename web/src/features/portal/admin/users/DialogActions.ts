import styled from 'styled-components';

/** The row of buttons at the foot of a dialog's form: Cancel, then the main action. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
