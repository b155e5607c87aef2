import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { surface } from '../../../components/Card';

/** A section of the administrators' below the calendar: its h2 and button on one line, then its content. */
export const AdminSection = styled.section`
  ${surface}
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[5]};
  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2:focus {
    outline: none;
  }
`;

export const SectionIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** "Declare a public holiday", on one line beside the page's title (the deferred button and the dialog's own trigger). */
export const DeclareButton = styled(Button)`
  flex: none;
  white-space: nowrap;
  svg {
    flex: none;
  }
`;
