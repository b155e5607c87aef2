import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../../components/Card';
import { VisuallyHidden } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import { homeServiceCards, homeServicesSection } from '../../../content/home';
import { IconTile } from '../shared/FeatureGrid';
import { Container, Grid, Section, SectionHeader } from '../shared/Section';

export function HomeServices() {
  return (
    <Section aria-labelledby="home-services">
      <Container>
        <SectionHeader id="home-services" heading={homeServicesSection.heading} intro={homeServicesSection.intro} />
        <Grid as="ul" $columns={3} role="list">
          {homeServiceCards.map((card) => (
            <ServiceCard key={card.title}>
              <IconTile>
                <Icon name={card.icon} />
              </IconTile>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <Highlights>
                {card.highlights.map((highlight) => (
                  <li key={highlight}>
                    <Icon name="check" size={18} />
                    {highlight}
                  </li>
                ))}
              </Highlights>
              <MoreLink to={card.link.href}>
                {card.link.label}
                <VisuallyHidden>: {card.title}</VisuallyHidden>
                <Icon name="arrow-right" size={18} />
              </MoreLink>
            </ServiceCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const ServiceCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  border-top: 4px solid ${({ theme }) => theme.colors.gold400};
  transition:
    box-shadow 160ms ease,
    transform 160ms ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Highlights = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  min-height: 44px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy700};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;
