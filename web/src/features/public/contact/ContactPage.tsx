import { Suspense } from 'react';
import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Card } from '../../../components/Card';
import { contactCta, contactHero, getInTouchForm } from '../../../content/contact';
import { pageMeta } from '../../../content/meta';
import { PageMeta } from '../layout/PageMeta';
import { CallToAction } from '../shared/CallToAction';
import { PageHero } from '../shared/PageHero';
import { Container, Section } from '../shared/Section';
import { ConsultationDialog } from './ConsultationDialog';
import { ContactInformation } from './ContactInformation';
import { FaqSection } from './FaqSection';
import { fallBackToPlainHtmlForm, visitorReachesForm } from './form-island';
import { prerenderedIsland } from '../../../components/prerendered-island';

// Fetched when the visitor reaches for the form; while its code cannot come, the prerendered form
// falls back to a plain HTML form the browser sends itself, so nothing typed is lost.
const getInTouchFormIsland = prerenderedIsland(() => import('./GetInTouchForm').then((module) => module.GetInTouchForm), {
  before: visitorReachesForm,
  onFailure: fallBackToPlainHtmlForm,
});

/** SPEC §2 Contact: hero with the consultation dialog, the form beside the details, FAQ, band. */
export default function ContactPage() {
  return (
    <>
      <PageMeta meta={pageMeta.contact} />
      <PageHero hero={contactHero} actions={<ConsultationDialog />} />
      <Section>
        <Container>
          <Layout>
            <FormCard as="section" aria-labelledby="get-in-touch">
              <h2 id="get-in-touch">{getInTouchForm.heading}</h2>
              <p>{getInTouchForm.intro}</p>
              <Suspense fallback={<getInTouchFormIsland.Pending />}>
                <getInTouchFormIsland.Island headingId="get-in-touch" />
              </Suspense>
            </FormCard>
            <ContactInformation headingId="contact-information" />
          </Layout>
        </Container>
      </Section>
      <FaqSection />
      <CallToAction cta={contactCta} id="contact-cta" />
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  }
`;

const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border-top: 4px solid ${({ theme }) => theme.colors.gold400};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  > p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
