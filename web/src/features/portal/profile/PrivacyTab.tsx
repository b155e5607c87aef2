import styled from 'styled-components';
import { ErasureRequestSection } from './ErasureRequestSection';

/** The Privacy tab of the profile (POPIA): each of the client's rights in its own section. */
export function PrivacyTab() {
  return (
    <Sections>
      <ErasureRequestSection />
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 640px;
`;
