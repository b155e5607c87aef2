import styled, { css } from 'styled-components';

// Pieces shared by the portal's record cards (documents, engagements, appointments). Kept out of
// Card.tsx, which the public pages load, so they cost the public bundle nothing.

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
