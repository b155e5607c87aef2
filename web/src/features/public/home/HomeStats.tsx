import { homeStats, homeStatsSection } from '../../../content/home';
import { FigureRow } from '../shared/FigureRow';
import { Container, Section, SectionHeader } from '../shared/Section';

export function HomeStats() {
  return (
    <Section $tone="navy" aria-labelledby="home-stats">
      <Container>
        <SectionHeader id="home-stats" heading={homeStatsSection.heading} intro={homeStatsSection.intro} onDark />
        <FigureRow figures={homeStats} onDark />
      </Container>
    </Section>
  );
}
