import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Card } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import { director, directorSectionHeadings as headings } from '../../../content/director';
import type { AnyIconName } from '../../../components/Icon';
import { Container, Section } from '../shared/Section';

export function ExperienceSection() {
  return (
    <Section $tone="canvas" aria-labelledby="director-experience">
      <Container>
        <BlockHeading id="director-experience">
          <Icon name="briefcase" size={28} />
          {headings.experience}
        </BlockHeading>
        <Roles>
          {director.experience.map((role) => (
            <Card as="li" key={`${role.title}-${role.period}`}>
              <RoleTop>
                <div>
                  <h3>{role.title}</h3>
                  <Company>{role.company}</Company>
                </div>
                <Period>{role.period}</Period>
              </RoleTop>
              <p>{role.description}</p>
            </Card>
          ))}
        </Roles>
      </Container>
    </Section>
  );
}

function ListCard({ id, heading, icon, items }: { id: string; heading: string; icon: AnyIconName; items: string[] }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <BlockHeading id={id} $small>
        <Icon name={icon} size={24} />
        {heading}
      </BlockHeading>
      <IconList>
        {items.map((item) => (
          <li key={item}>
            <Icon name={icon === 'star' ? 'star' : 'check-circle'} size={18} />
            <span>{item}</span>
          </li>
        ))}
      </IconList>
    </Card>
  );
}

export function QualificationsSection() {
  return (
    <Section>
      <Container>
        <Pair>
          <Card as="section" aria-labelledby="director-education">
            <BlockHeading id="director-education" $small>
              <Icon name="graduation-cap" size={24} />
              {headings.education}
            </BlockHeading>
            <Degrees>
              {director.education.map((entry) => (
                <li key={entry.qualification}>
                  <h3>{entry.qualification}</h3>
                  <p>
                    {entry.institution} · {entry.year}
                  </p>
                </li>
              ))}
            </Degrees>
          </Card>
          <ListCard id="director-certifications" heading={headings.certifications} icon="award" items={director.certifications} />
        </Pair>
      </Container>
    </Section>
  );
}

export function ExpertiseSection() {
  return (
    <Section $tone="canvas">
      <Container>
        <Pair>
          <Card as="section" aria-labelledby="director-expertise">
            <BlockHeading id="director-expertise" $small>
              <Icon name="target" size={24} />
              {headings.specializations}
            </BlockHeading>
            <Chips>
              {director.specializations.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </Chips>
          </Card>
          <ListCard id="director-achievements" heading={headings.achievements} icon="star" items={director.achievements} />
        </Pair>
      </Container>
    </Section>
  );
}

const BlockHeading = styled.h2<{ $small?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme, $small }) => ($small ? theme.space[5] : theme.space[8])};
  font-size: ${({ theme, $small }) => ($small ? theme.fontSizes['2xl'] : theme.fontSizes['3xl'])};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.navy600};
  }
  ${media.md} {
    font-size: ${({ theme, $small }) => ($small ? theme.fontSizes['2xl'] : theme.fontSizes['4xl'])};
  }
`;

const Roles = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border-left: 4px solid ${({ theme }) => theme.colors.gold400};
  }
  p {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const RoleTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Company = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0 !important;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy600} !important;
`;

const Period = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.navy100};
  color: ${({ theme }) => theme.colors.navy800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Degrees = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const IconList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.success};
  }
  svg[data-icon='star'] {
    color: ${({ theme }) => theme.colors.gold500};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.canvas};
    color: ${({ theme }) => theme.colors.navy800};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;
