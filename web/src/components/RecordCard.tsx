import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { surface } from './Card';

// Pieces shared by the portal's record cards (documents, engagements, appointments). Kept out of
// Card.tsx, which the public pages load, so they cost the public bundle nothing.

/**
 * A record card's frame: the raised surface, its padding, and its parts one under another. A
 * card that differs (a coloured edge, a grid of parts) extends it: styled(RecordArticle).
 */
export const RecordArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  ${surface}
`;

/** The title of a record card: body font, bold, wrapping anywhere (long file and company names). */
export const recordTitle = css`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

/** The square icon at the head of a record card. */
export const RecordIcon = styled.span<{ $tone: 'navy' | 'gold' }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.gold100 : theme.colors.navy100)};
  color: ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.gold600 : theme.colors.navy800)};
`;

/**
 * A record card's facts ("Size", "Uploaded", "Due"…), small labels over their values, side by
 * side while they fit and wrapping to the next line when they do not. A value breaks only when it
 * is wider than the whole card (a long client name on a phone). Fill it with Fact.
 */
export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  div {
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

/** One fact of Facts: its label, and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
