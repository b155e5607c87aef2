import styled from 'styled-components';

/** Staff's note on a question they asked the client to look at again, above the question's answer. */
export function ReviewNote({ note }: { note: string }) {
  return (
    <Note>
      <strong>The firm asks you to look at this again:</strong> {note}
    </Note>
  );
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gold100};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
