import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { pageMeta } from '../../../content/meta';
import { services, servicesCta, servicesHero, servicesSection, whyChoosePoints, whyChooseSection } from '../../../content/services';
import { PageMeta } from '../layout/PageMeta';
import { CallToAction } from '../shared/CallToAction';
import { FeatureGrid } from '../shared/FeatureGrid';
import { PageHero } from '../shared/PageHero';
import { Container, Section, SectionHeader } from '../shared/Section';
import { ProcessSection } from './ProcessSection';
import { ServiceCard } from './ServiceCard';

/** SPEC §2 Services: hero, four service cards (two columns), process, why choose us, call to action. */
export default function ServicesPage() {
  return (
    <>
      <PageMeta meta={pageMeta.services} />
      <PageHero hero={servicesHero} />
      <Section $tone="canvas" aria-labelledby="services-offer">
        <Container>
          <SectionHeader id="services-offer" heading={servicesSection.heading} intro={servicesSection.intro} />
          <TwoColumns>
            {services.map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} />
              </li>
            ))}
          </TwoColumns>
        </Container>
      </Section>
      <ProcessSection />
      <Section aria-labelledby="services-why">
        <Container>
          <SectionHeader id="services-why" heading={whyChooseSection.heading} intro={whyChooseSection.intro} />
          <FeatureGrid items={whyChoosePoints} columns={4} />
        </Container>
      </Section>
      <CallToAction cta={servicesCta} id="services-cta" />
    </>
  );
}

const TwoColumns = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
