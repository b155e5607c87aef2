import styled from 'styled-components';
import type { NamedError } from './template-errors';

/**
 * Every problem of a long form in one list above its buttons, each saying where it is ("Section 2,
 * question 3: …") and taking the focus there when pressed: the field's own message may be far
 * off screen.
 */
export function ErrorSummary({ errors, onGoTo }: { errors: readonly NamedError[]; onGoTo: (path: string) => void }) {
  if (errors.length === 0) return null;
  return (
    <Box role="alert">
      <p>The template was not saved: correct {errors.length === 1 ? 'this' : 'these'} and save again.</p>
      <ul>
        {errors.map(({ path, text }, index) => (
          <li key={`${index}-${text}`}>
            {path ? (
              <button type="button" onClick={() => onGoTo(path)}>
                {text}
              </button>
            ) : (
              text
            )}
          </li>
        ))}
      </ul>
    </Box>
  );
}

const Box = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
  /* No bullets: each line is a 44 px button, which a bullet would not line up with. */
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[1]} 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.danger};
    font: inherit;
    text-align: left;
    text-decoration: underline;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
  }
`;
