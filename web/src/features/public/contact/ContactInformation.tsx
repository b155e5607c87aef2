import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Card } from '../../../components/Card';
import { Icon } from '../../../components/Icon';
import type { AnyIconName } from '../../../components/Icon';
import { contactInfo } from '../../../content/contact';
import { BusinessHoursList, DetailList, EmailList, OfficeCard } from '../shared/ContactDetails';

function BlockTitle({ icon, children }: { icon: AnyIconName; children: string }) {
  return (
    <Title>
      <Icon name={icon} size={20} />
      {children}
    </Title>
  );
}

/** Both offices, the phone numbers, e-mail (answered within 24 hours) and business hours. */
export function ContactInformation({ headingId }: { headingId: string }) {
  return (
    <Stack aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{contactInfo.heading}</h2>
        {contactInfo.intro && <Intro>{contactInfo.intro}</Intro>}
      </header>
      <OfficesCard>
        <BlockTitle icon="building">{contactInfo.officesHeading}</BlockTitle>
        <Offices>
          {contactInfo.offices.map((office) => (
            <OfficeCard key={office.id} office={office} headingLevel={4} />
          ))}
        </Offices>
      </OfficesCard>
      <Card>
        <BlockTitle icon="phone">{contactInfo.phoneHeading}</BlockTitle>
        <DetailList>
          {contactInfo.offices.map((office) => (
            <li key={office.id}>
              <Icon name="phone" size={18} />
              <span>
                <PhoneLabel>{office.name}</PhoneLabel>
                <a href={office.phone.href}>{office.phone.display}</a>
              </span>
            </li>
          ))}
        </DetailList>
      </Card>
      <Card>
        <BlockTitle icon="mail">{contactInfo.emailHeading}</BlockTitle>
        <EmailList emails={contactInfo.emails} />
        <Promise>
          <Icon name="clock" size={16} />
          {contactInfo.emailResponseLine}
        </Promise>
      </Card>
      <Card>
        <BlockTitle icon="clock">{contactInfo.hoursHeading}</BlockTitle>
        <BusinessHoursList hours={contactInfo.businessHours} />
      </Card>
    </Stack>
  );
}

const Stack = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
    > header {
      grid-column: 1 / -1;
    }
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  svg {
    color: ${({ theme }) => theme.colors.navy600};
  }
`;

// Between the medium and large breakpoints the offices card spans the row, offices side by side.
const OfficesCard = styled(Card)`
  ${media.md} {
    grid-column: 1 / -1;
  }
  ${media.lg} {
    grid-column: auto;
  }
`;

const Offices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  > div + div {
    padding-top: ${({ theme }) => theme.space[6]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > div + div {
      padding-top: 0;
      border-top: 0;
    }
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr);
    > div + div {
      padding-top: ${({ theme }) => theme.space[6]};
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

const PhoneLabel = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Promise = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
