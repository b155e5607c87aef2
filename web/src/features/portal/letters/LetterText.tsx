import styled from 'styled-components';

/**
 * A letter's text as the client reads it: the server's HTML of its Markdown (`bodyHtml`, raw HTML
 * escaped there), in a box that scrolls on its own so that a long letter leaves the dialog's
 * buttons in view. Readable line length; wide content (a long address, a table) scrolls inside.
 */
export function LetterText({ html, label }: { html: string; label: string }) {
  // Focusable, so that the keyboard can scroll a long letter.
  return <Box role="region" aria-label={label} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />;
}

const Box = styled.div`
  max-height: min(24rem, 55vh);
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
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
  h4 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space[3]};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
  pre {
    overflow-x: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
  }
`;
