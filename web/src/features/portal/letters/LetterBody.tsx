import styled from 'styled-components';
import { surface } from '../../../components/Card';
import { media } from '../../../lib/theme';

/**
 * The whole letter on its own page, to be read before signing: the server's HTML of its Markdown
 * (`bodyHtml`: raw HTML escaped, no images), set for reading on a phone as on a desk. A line of
 * about 70 characters, long words and addresses wrapping rather than widening the page, and wide
 * blocks (code, a table) scrolling inside.
 */
export function LetterBody({ html }: { html: string }) {
  return <Body aria-label="Letter text" dangerouslySetInnerHTML={{ __html: html }} />;
}

const Body = styled.article`
  ${surface}
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;
  overflow-wrap: break-word;
  word-break: break-word;
  hyphens: auto;
  ${media.sm} {
    padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[10]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 1.6em 0 0.5em;
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.navy900};
  }
  h1 {
    font-size: 1.6em;
  }
  h2 {
    font-size: 1.35em;
  }
  h3 {
    font-size: 1.15em;
  }
  h4,
  h5,
  h6 {
    font-size: 1em;
  }
  p,
  ul,
  ol,
  blockquote,
  pre {
    margin: 0 0 1em;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: 0.35em;
  }
  li > ul,
  li > ol {
    margin-bottom: 0;
  }
  strong {
    font-weight: 700;
  }
  a {
    color: ${({ theme }) => theme.colors.navy600};
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
  blockquote {
    padding: 0.25em 0 0.25em 1em;
    border-left: 4px solid ${({ theme }) => theme.colors.gold400};
    color: ${({ theme }) => theme.colors.muted};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
  pre {
    padding: ${({ theme }) => theme.space[3]};
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.canvas};
    code {
      overflow-wrap: normal;
    }
  }
  hr {
    margin: 2em 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 0.35em 0.75em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;
