import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { director, directorHeroButtons } from '../../../content/director';
import { ActionButton } from '../shared/ActionButton';
import { HeroActions, HeroBand } from '../shared/PageHero';
import { Container, Eyebrow } from '../shared/Section';

/** Photo, name, title Managing Director, bio, and Email, Call and LinkedIn buttons (SPEC §2). */
export function DirectorHero() {
  return (
    <HeroBand aria-labelledby="page-title">
      <Layout>
        <Photo src={director.image} alt={director.imageAlt} width={360} height={450} />
        <div>
          <Eyebrow $onDark>{director.title}</Eyebrow>
          <h1 id="page-title">
            {director.name} <PostNominals>{director.postNominals}</PostNominals>
          </h1>
          <Bio>
            {director.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Bio>
          <HeroActions>
            <ActionButton link={{ ...directorHeroButtons.email, icon: 'mail' }} variant="secondary" />
            <ActionButton link={{ ...directorHeroButtons.call, icon: 'phone' }} variant="inverse" />
            <ActionButton link={{ ...directorHeroButtons.linkedIn, icon: 'linkedin' }} variant="inverse" />
          </HeroActions>
        </div>
      </Layout>
    </HeroBand>
  );
}

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${media.lg} {
    grid-template-columns: 360px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const Photo = styled.img`
  width: 100%;
  max-width: 300px;
  height: auto;
  aspect-ratio: 4 / 5;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 4px solid rgba(224, 165, 38, 0.6);
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.lg} {
    max-width: 360px;
  }
`;

const PostNominals = styled.span`
  font-size: 0.55em;
  color: ${({ theme }) => theme.colors.gold400};
  white-space: nowrap;
`;

const Bio = styled.div`
  max-width: 44rem;
  p:last-child {
    margin-bottom: 0;
  }
`;
