import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Card } from '../../../components/Card';
import { director } from '../../../content/director';
import { homeAboutTeaser, homeDirectorTeaser } from '../../../content/home';
import type { Teaser } from '../../../content/types';
import { ActionButton } from '../shared/ActionButton';
import { Container, Eyebrow, Section } from '../shared/Section';

function TeaserText({ teaser, id }: { teaser: Teaser; id: string }) {
  return (
    <div>
      {teaser.eyebrow && <Eyebrow>{teaser.eyebrow}</Eyebrow>}
      <h2 id={id}>{teaser.heading}</h2>
      {teaser.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ActionButton link={{ ...teaser.link, icon: 'arrow-right' }} variant="outline" size="md" />
    </div>
  );
}

/** The links to /about and /director, each with a short text. */
export function HomeTeasers() {
  return (
    <Section>
      <Container>
        <Pair>
          <TeaserCard as="article" aria-labelledby="home-about-teaser">
            <TeaserText teaser={homeAboutTeaser} id="home-about-teaser" />
          </TeaserCard>
          <TeaserCard as="article" aria-labelledby="home-director-teaser" $withPhoto>
            <Portrait src={director.image} alt={director.imageAlt} width={160} height={200} loading="lazy" />
            <TeaserText teaser={homeDirectorTeaser} id="home-director-teaser" />
          </TeaserCard>
        </Pair>
      </Container>
    </Section>
  );
}

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TeaserCard = styled(Card)<{ $withPhoto?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[8]};
  align-items: start;
  ${media.sm} {
    grid-template-columns: ${({ $withPhoto }) => ($withPhoto ? '160px minmax(0, 1fr)' : '1fr')};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Portrait = styled.img`
  width: 160px;
  height: 200px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
