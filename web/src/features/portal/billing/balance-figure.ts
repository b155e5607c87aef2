import { css } from 'styled-components';

/** A balance as the Billing page and the statement head it: a small muted title, the amount large, a muted line under it. */
export const balanceFigure = css`
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  strong {
    display: block;
    margin: ${({ theme }) => theme.space[1]} 0;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
