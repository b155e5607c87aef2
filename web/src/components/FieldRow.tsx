import styled from 'styled-components';
import { media } from '../lib/theme';

// Its own module: only the forms that lay fields in pairs carry it.
/** Two fields side by side from a small tablet up, one above the other on a phone. */
export const FieldRow = styled.div`
  display: grid;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[4]};
  }
`;
