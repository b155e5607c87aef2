import { aboutCta, aboutHero, aboutStats, values, valuesSection } from '../../../content/about';
import { pageMeta } from '../../../content/meta';
import { PageMeta } from '../layout/PageMeta';
import { CallToAction } from '../shared/CallToAction';
import { FeatureGrid } from '../shared/FeatureGrid';
import { FigureRow } from '../shared/FigureRow';
import { PageHero } from '../shared/PageHero';
import { Container, Section, SectionHeader } from '../shared/Section';
import { JourneyTimeline } from './JourneyTimeline';
import { StorySection } from './StorySection';
import { TeamSection } from './TeamSection';

/** SPEC §2 About: hero, figures, story, journey, team, values, call to action. */
export default function AboutPage() {
  return (
    <>
      <PageMeta meta={pageMeta.about} />
      <PageHero hero={aboutHero} />
      <Section $tone="canvas">
        <Container>
          <FigureRow figures={aboutStats} />
        </Container>
      </Section>
      <StorySection />
      <JourneyTimeline />
      <TeamSection />
      <Section $tone="canvas" aria-labelledby="about-values">
        <Container>
          <SectionHeader id="about-values" heading={valuesSection.heading} intro={valuesSection.intro} />
          <FeatureGrid items={values} columns={4} />
        </Container>
      </Section>
      <CallToAction cta={aboutCta} id="about-cta" />
    </>
  );
}
