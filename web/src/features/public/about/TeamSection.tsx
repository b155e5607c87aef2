import styled from 'styled-components';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { teamMembers, teamSection } from '../../../content/about';
import { offices } from '../../../content/firm';
import { Container, Grid, Section, SectionHeader } from '../shared/Section';

function cityOf(officeId: string): string {
  return offices.find((office) => office.id === officeId)?.city ?? '';
}

/** Leadership Team: photo, name, title and bio of each member. */
export function TeamSection() {
  return (
    <Section aria-labelledby="about-team">
      <Container>
        <SectionHeader id="about-team" heading={teamSection.heading} intro={teamSection.intro} />
        <Grid as="ul" $columns={4} role="list">
          {teamMembers.map((member) => (
            <MemberCard key={member.slug}>
              <Photo src={member.image} alt={member.imageAlt} width={320} height={320} loading="lazy" />
              <Body>
                <h3>{member.name}</h3>
                <Role>{member.title}</Role>
                <Badge>{cityOf(member.office)}</Badge>
                <p>{member.bio}</p>
              </Body>
            </MemberCard>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const MemberCard = styled(Card).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  padding: 0;
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.navy100};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  h3 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.space[4]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Role = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]} !important;
  font-size: ${({ theme }) => theme.fontSizes.md} !important;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy600} !important;
`;
