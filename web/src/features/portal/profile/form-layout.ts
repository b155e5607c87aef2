import styled from 'styled-components';
import { media } from '../../../lib/theme';

/** Two columns of fields from tablet width up; one on a phone. */
export const FormGrid = styled.div`
  display: grid;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[5]};
  }
`;

export const FullWidth = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[2]};
  button {
    width: 100%;
    ${media.sm} {
      width: auto;
    }
  }
`;
