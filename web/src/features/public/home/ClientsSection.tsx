import styled from 'styled-components';
import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { clientCompanies, clientsSection } from '../../../content/home';
import { Container, Grid, Section, SectionHeader } from '../shared/Section';

/** The initials of a company's first two words, for its monogram ("Mokoena Civil..." → "MC"). */
function monogramOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function ClientsSection() {
  return (
    <Section $tone="canvas" aria-labelledby="home-clients">
      <Container>
        <SectionHeader id="home-clients" heading={clientsSection.heading} intro={clientsSection.intro} />
        <Grid as="ul" $columns={4} role="list">
          {clientCompanies.map((company) => (
            <ClientCard key={company.name}>
              <Monogram aria-hidden="true">{monogramOf(company.name)}</Monogram>
              <div>
                <h3>{company.name}</h3>
                <Badge $tone="navy">{company.industry}</Badge>
                <Location>
                  <Icon name="map-pin" size={14} />
                  {company.location}
                </Location>
              </div>
            </ClientCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const ClientCard = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

const Monogram = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy100};
  color: ${({ theme }) => theme.colors.navy800};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
`;

const Location = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
