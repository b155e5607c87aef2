import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Card } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import { contactInfo } from '../../../content/contact';
import { homeContactBlock } from '../../../content/home';
import { ActionButton } from '../shared/ActionButton';
import { BusinessHoursList, EmailList, OfficeCard } from '../shared/ContactDetails';
import { Container, Section, SectionHeader } from '../shared/Section';

/** Both offices with phone numbers, the e-mail addresses and business hours (SPEC §2 Home). */
export function HomeContact() {
  const block = homeContactBlock;
  return (
    <Section $tone="canvas" aria-labelledby="home-contact">
      <Container>
        <SectionHeader id="home-contact" heading={block.heading} intro={block.intro} />
        <Cards>
          {block.offices.map((office) => (
            <Card key={office.id}>
              <OfficeCard office={office} />
            </Card>
          ))}
          <Card>
            <SubHeading>
              <Icon name="mail" size={20} />
              {contactInfo.emailHeading}
            </SubHeading>
            <EmailList emails={block.emails} />
            <SubHeading $spaced>
              <Icon name="clock" size={20} />
              {contactInfo.hoursHeading}
            </SubHeading>
            <BusinessHoursList hours={block.businessHours} />
          </Card>
        </Cards>
        <Centered>
          <ActionButton link={{ ...block.link, icon: 'arrow-right' }} />
        </Centered>
      </Container>
    </Section>
  );
}

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const SubHeading = styled.h3<{ $spaced?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme, $spaced }) => ($spaced ? theme.space[6] : 0)} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  svg {
    color: ${({ theme }) => theme.colors.navy600};
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[10]};
`;
