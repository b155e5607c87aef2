import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { pageMeta } from '../../../content/meta';
import { privacyHero, privacyNotice, privacySections, type PrivacyParagraph } from '../../../content/privacy';
import { PageMeta } from '../layout/PageMeta';
import { PageHero } from '../shared/PageHero';
import { Container, Section } from '../shared/Section';

function Paragraph({ paragraph }: { paragraph: PrivacyParagraph }) {
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  return (
    <p>
      {paragraph.before}
      <a href={paragraph.link.href}>{paragraph.link.label}</a>
      {paragraph.after}
    </p>
  );
}

/** /privacy: the firm's POPIA privacy notice, its sections listed first so a reader can jump. */
export default function PrivacyPage() {
  return (
    <>
      <PageMeta meta={pageMeta.privacy} />
      <PageHero hero={privacyHero} />
      <Section>
        <Container>
          <Layout>
            <Contents aria-labelledby="privacy-contents">
              <h2 id="privacy-contents">{privacyNotice.contentsLabel}</h2>
              <ol>
                {privacySections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            <Notice>
              <Effective>{privacyNotice.effectiveLabel}</Effective>
              {privacySections.map((section) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
                  <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                  {section.paragraphs.map((paragraph, index) => (
                    <Paragraph key={index} paragraph={paragraph} />
                  ))}
                  {section.items && (
                    <ul>
                      {section.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  )}
                  {section.closing?.map((paragraph, index) => (
                    <Paragraph key={`closing-${index}`} paragraph={paragraph} />
                  ))}
                </section>
              ))}
            </Notice>
          </Layout>
        </Container>
      </Section>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
  }
`;

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.canvas};
  ${media.lg} {
    position: sticky;
    top: 6rem;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]} 0;
    color: ${({ theme }) => theme.colors.navy800};
  }
`;

const Notice = styled.div`
  max-width: 46rem;
  section {
    scroll-margin-top: 6rem;
  }
  section + section {
    margin-top: ${({ theme }) => theme.space[10]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0 0 ${({ theme }) => theme.space[4]};
    padding-left: ${({ theme }) => theme.space[5]};
  }
  a {
    color: ${({ theme }) => theme.colors.navy800};
    overflow-wrap: anywhere;
  }
`;

const Effective = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[8]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;
