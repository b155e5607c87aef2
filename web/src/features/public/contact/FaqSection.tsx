import styled from 'styled-components';
import { Card } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import { faqItems, faqSection } from '../../../content/contact';
import { Container, Grid, Section, SectionHeader } from '../shared/Section';

/** The four questions of SPEC §2 Contact, all answers visible. */
export function FaqSection() {
  return (
    <Section $tone="canvas" aria-labelledby="contact-faq">
      <Container>
        <SectionHeader id="contact-faq" heading={faqSection.heading} intro={faqSection.intro} />
        <Grid as="ul" $columns={2} role="list">
          {faqItems.map((item) => (
            <FaqCard key={item.question}>
              <h3>
                <Icon name="message-square" size={20} />
                {item.question}
              </h3>
              <p>{item.answer}</p>
            </FaqCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const FaqCard = styled(Card).attrs({ as: 'li' })`
  h3 {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    svg {
      flex: none;
      margin-top: 0.15rem;
      color: ${({ theme }) => theme.colors.gold500};
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
