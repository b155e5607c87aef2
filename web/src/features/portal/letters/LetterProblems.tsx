import styled from 'styled-components';

/**
 * The API's refusal of a letter, in the dialog or editor where it happened: one line, or a list
 * when it named several problems (each merge field without a value).
 */
export function LetterProblems({ problems, intro }: { problems: readonly string[]; intro?: string }) {
  if (problems.length === 0) return null;
  return (
    <Box role="alert">
      {intro && <p>{intro}</p>}
      {problems.length === 1 ? (
        <p>{problems[0]}</p>
      ) : (
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </Box>
  );
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  p,
  ul {
    margin: 0;
  }
  p + p,
  p + ul {
    margin-top: ${({ theme }) => theme.space[1]};
  }
  ul {
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;
