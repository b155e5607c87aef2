import styled from 'styled-components';
import { ErasureRequestSection } from './ErasureRequestSection';
import { MyDataSection } from './MyDataSection';

/** The Privacy tab of the profile (POPIA): each of the client's rights in its own section. */
export function PrivacyTab() {
  return (
    <Sections>
      <MyDataSection />
      <ErasureRequestSection />
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: 640px;
`;
