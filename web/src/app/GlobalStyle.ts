import { createGlobalStyle } from 'styled-components';
import { media } from '../lib/theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  ${media.reducedMotion} { html { scroll-behavior: auto; } *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; } }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: ${({ theme }) => theme.lineHeights.tight}; color: ${({ theme }) => theme.colors.navy900}; margin: 0 0 ${({ theme }) => theme.space[4]}; }
  p { margin: 0 0 ${({ theme }) => theme.space[4]}; }
  a { color: ${({ theme }) => theme.colors.navy600}; }
  img, svg { max-width: 100%; }
  img { height: auto; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; border-radius: 2px; }
  ::selection { background: ${({ theme }) => theme.colors.gold100}; }
`;
