import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { journeySection, timelineEvents } from '../../../content/about';
import { Container, Section, SectionHeader } from '../shared/Section';

/** Our Journey: the milestones in year order, on a vertical line. */
export function JourneyTimeline() {
  return (
    <Section $tone="canvas" aria-labelledby="about-journey">
      <Container>
        <SectionHeader id="about-journey" heading={journeySection.heading} intro={journeySection.intro} />
        <Timeline>
          {timelineEvents.map((milestone) => (
            <li key={milestone.year}>
              <Year>{milestone.year}</Year>
              <Entry>
                <h3>{milestone.title}</h3>
                <p>{milestone.event}</p>
              </Entry>
            </li>
          ))}
        </Timeline>
      </Container>
    </Section>
  );
}

const Timeline = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 52rem;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    top: 0.5rem;
    bottom: 0.5rem;
    left: 2.25rem;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
    ${media.md} {
      left: 3rem;
    }
  }
  li {
    position: relative;
    display: grid;
    grid-template-columns: 4.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
    align-items: start;
    ${media.md} {
      grid-template-columns: 6rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[6]};
    }
  }
`;

const Year = styled.span`
  position: relative;
  z-index: 1;
  display: inline-grid;
  place-items: center;
  justify-self: center;
  min-width: 4.5rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.navy800};
  color: #fff;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  box-shadow: 0 0 0 4px ${({ theme }) => theme.colors.canvas};
`;

const Entry = styled.div`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
