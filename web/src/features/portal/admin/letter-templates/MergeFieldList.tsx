import styled from 'styled-components';
import { useLetterMergeFieldsQuery } from '../../../../graphql/generated';
import { media } from '../../../../lib/theme';

/**
 * The merge fields a template may use, each with what it is replaced by; pressing one writes
 * `{{name}}` into the text where the cursor was.
 */
export function MergeFieldList({ onInsert }: { onInsert: (name: string) => void }) {
  const { data, error } = useLetterMergeFieldsQuery();
  const fields = data?.letterMergeFields;
  return (
    <Box aria-labelledby="merge-fields-heading">
      <h3 id="merge-fields-heading">Merge fields</h3>
      <p>Press one to put it into the text at the cursor.</p>
      {error && !fields && <p role="alert">The merge fields could not be loaded.</p>}
      {fields && (
        <ul>
          {fields.map((field) => (
            <li key={field.name}>
              <button type="button" aria-label={`Insert {{${field.name}}}: ${field.description}`} onClick={() => onInsert(field.name)}>
                <code>{`{{${field.name}}}`}</code>
                <span>{field.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

const Box = styled.section`
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    ${media.lg} {
      max-height: 26rem;
      overflow-y: auto;
    }
  }
  button {
    display: grid;
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    text-align: left;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.navy100};
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 1px;
    }
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.navy800};
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
