import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../lib/theme';
import type { PageHero as PageHeroText } from '../../../content/types';
import { Container, Eyebrow, onDark } from './Section';

interface PageHeroProps {
  hero: PageHeroText;
  /** Buttons under the lead. */
  actions?: ReactNode;
  /** A picture or panel beside the text on wide screens. */
  aside?: ReactNode;
}

/** The navy band that opens every page, holding the page's only h1. */
export function PageHero({ hero, actions, aside }: PageHeroProps) {
  return (
    <HeroBand aria-labelledby="page-title">
      <HeroContainer $withAside={!!aside}>
        <div>
          {hero.eyebrow && <Eyebrow $onDark>{hero.eyebrow}</Eyebrow>}
          <h1 id="page-title">{hero.heading}</h1>
          <Lead>{hero.lead}</Lead>
          {actions && <HeroActions>{actions}</HeroActions>}
        </div>
        {aside && <Aside>{aside}</Aside>}
      </HeroContainer>
    </HeroBand>
  );
}

export const HeroBand = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[16]} 0;
  background:
    radial-gradient(circle at 85% 15%, rgba(224, 165, 38, 0.18), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.navy900} 0%, ${({ theme }) => theme.colors.navy700} 100%);
  ${onDark}
  ${media.md} {
    padding: ${({ theme }) => theme.space[20]} 0;
  }
  h1 {
    max-width: 22ch;
    margin-bottom: ${({ theme }) => theme.space[5]};
    font-size: 2.125rem;
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
`;

const HeroContainer = styled(Container)<{ $withAside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${media.lg} {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1.35fr) minmax(0, 1fr)' : '1fr')};
  }
`;

export const Lead = styled.p`
  max-width: 44rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Aside = styled.div`
  min-width: 0;
`;
