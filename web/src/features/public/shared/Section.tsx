import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../../lib/theme';

/** The page column: centred, at most the theme's max width, with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }
`;

export type SectionTone = 'white' | 'canvas' | 'navy';

/** Light text and a light focus ring for the navy bands (blue on navy is hard to see). */
export const onDark = css`
  color: ${({ theme }) => theme.colors.navy100};
  h1,
  h2,
  h3,
  h4 {
    color: #fff;
  }
  a:not([class]) {
    color: #fff;
  }
  *:focus-visible {
    outline-color: #fff;
  }
`;

const tones: Record<SectionTone, ReturnType<typeof css>> = {
  white: css`
    background: ${({ theme }) => theme.colors.surface};
  `,
  canvas: css`
    background: ${({ theme }) => theme.colors.canvas};
  `,
  navy: css`
    background: ${({ theme }) => theme.colors.navy900};
    ${onDark}
  `,
};

export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => theme.space[16]} 0;
  ${media.md} {
    padding: ${({ theme }) => theme.space[20]} 0;
  }
  ${({ $tone = 'white' }) => tones[$tone]}
`;

/** Small upper-case line above a heading. Navy, not gold: gold text on white fails AA contrast. */
export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.gold400 : theme.colors.navy600)};
  &::before {
    content: '';
    width: 1.5rem;
    height: 2px;
    background: ${({ theme }) => theme.colors.gold400};
  }
`;

interface SectionHeaderProps {
  id: string;
  heading: string;
  intro?: string;
  eyebrow?: string;
  align?: 'center' | 'start';
  onDark?: boolean;
  children?: ReactNode;
}

/** A section's h2 (with the id its section is labelled by) and its introduction. */
export function SectionHeader({ id, heading, intro, eyebrow, align = 'center', onDark = false, children }: SectionHeaderProps) {
  return (
    <Header $align={align} $onDark={onDark}>
      {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
      <h2 id={id}>{heading}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </Header>
  );
}

const Header = styled.header<{ $align: 'center' | 'start'; $onDark: boolean }>`
  max-width: 46rem;
  margin: 0 ${({ $align }) => ($align === 'center' ? 'auto' : '0')} ${({ theme }) => theme.space[10]};
  text-align: ${({ $align }) => $align};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme, $onDark }) => ($onDark ? theme.colors.navy100 : theme.colors.muted)};
  }
`;

/** A responsive grid: one column on phones, `$columns` from the large breakpoint. */
export const Grid = styled.div<{ $columns?: 2 | 3 | 4; $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(${({ $columns = 3 }) => Math.min($columns, 2)}, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;
