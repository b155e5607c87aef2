import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Lead } from './TwoStepCodeForm';

interface RecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
  doneLabel?: string;
  headingLevel?: 2 | 3;
}

/**
 * The ten recovery codes, shown this once (only their hashes are kept): each signs in once when
 * the phone is not at hand. Offered as a text file to keep somewhere safe.
 */
export function RecoveryCodes({ codes, onDone, doneLabel = 'I have saved my recovery codes', headingLevel = 2 }: RecoveryCodesProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const file = `Khanya client portal recovery codes\nEach code works once.\n\n${codes.join('\n')}\n`;
  return (
    <section aria-labelledby="recovery-codes-title">
      <Heading id="recovery-codes-title">Save your recovery codes</Heading>
      <Lead>
        If you lose your phone, each of these codes signs you in once instead of the app's code. Keep them somewhere safe: they are shown
        only now.
      </Lead>
      <List aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </List>
      <Actions>
        <DownloadLink href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`} download="khanya-recovery-codes.txt">
          Download the codes
        </DownloadLink>
        <Button onClick={onDone}>{doneLabel}</Button>
      </Actions>
    </section>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  list-style: none;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.md};
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
`;

const DownloadLink = styled.a`
  font-weight: 600;
`;
