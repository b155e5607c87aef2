import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { ourStory } from '../../../content/about';
import { Container, Section } from '../shared/Section';

export function StorySection() {
  const [first, ...rest] = ourStory.paragraphs;
  return (
    <Section aria-labelledby="about-story">
      <Container>
        <Layout>
          <h2 id="about-story">{ourStory.heading}</h2>
          <div>
            <LeadParagraph>{first}</LeadParagraph>
            {rest.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Layout>
      </Container>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 68rem;
  margin: 0 auto;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2.2fr);
    gap: ${({ theme }) => theme.space[12]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
    &::after {
      content: '';
      display: block;
      width: 3.5rem;
      height: 4px;
      margin-top: ${({ theme }) => theme.space[4]};
      border-radius: 2px;
      background: ${({ theme }) => theme.colors.gold400};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const LeadParagraph = styled.p`
  color: ${({ theme }) => theme.colors.ink} !important;
  font-size: ${({ theme }) => theme.fontSizes.xl} !important;
`;
