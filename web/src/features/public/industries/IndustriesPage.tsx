import { Suspense } from 'react';
import { prerenderedIsland } from '../../../components/prerendered-island';
import {
  crossIndustryCards,
  crossIndustrySection,
  industriesCta,
  industriesHero,
  industryImpactSection,
  industryImpactStats,
  sectors,
  sectorsSection,
} from '../../../content/industries';
import { pageMeta } from '../../../content/meta';
import { PageMeta } from '../layout/PageMeta';
import { CallToAction } from '../shared/CallToAction';
import { FeatureGrid } from '../shared/FeatureGrid';
import { FigureRow } from '../shared/FigureRow';
import { PageHero } from '../shared/PageHero';
import { Container, Section, SectionHeader } from '../shared/Section';

// The sectors arrive prerendered; the accordion's behaviour (Radix) hydrates as soon as its own
// chunk is in, without holding up the rest of the page (and the sectors stay readable if it cannot come).
const sectorAccordion = prerenderedIsland(() => import('./SectorAccordion').then((module) => module.SectorAccordion));

/** SPEC §2 Industries, in its five numbered parts. */
export default function IndustriesPage() {
  return (
    <>
      <PageMeta meta={pageMeta.industries} />
      <PageHero hero={industriesHero} />
      <Section $tone="canvas" aria-labelledby="industries-sectors">
        <Container>
          <SectionHeader id="industries-sectors" heading={sectorsSection.heading} intro={sectorsSection.intro} />
          <Suspense fallback={<sectorAccordion.Pending />}>
            <sectorAccordion.Island sectors={sectors} />
          </Suspense>
        </Container>
      </Section>
      <Section aria-labelledby="industries-cross">
        <Container>
          <SectionHeader id="industries-cross" heading={crossIndustrySection.heading} intro={crossIndustrySection.intro} />
          <FeatureGrid items={crossIndustryCards} columns={3} />
        </Container>
      </Section>
      <Section $tone="canvas" aria-labelledby="industries-impact">
        <Container>
          <SectionHeader id="industries-impact" heading={industryImpactSection.heading} intro={industryImpactSection.intro} />
          <FigureRow figures={industryImpactStats} />
        </Container>
      </Section>
      <CallToAction cta={industriesCta} id="industries-cta" />
    </>
  );
}
