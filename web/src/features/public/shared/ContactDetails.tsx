import styled from 'styled-components';
import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import type { BusinessHours, Office } from '../../../content/types';

/** One office: name, address, a tel: link and a mailto: link. `headingLevel` keeps the outline. */
export function OfficeCard({ office, headingLevel = 3 }: { office: Office; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <OfficeBox>
      <OfficeTitle>
        <Heading>{office.name}</Heading>
        <Badge $tone={office.kind === 'Head Office' ? 'navy' : 'gold'}>{office.kind}</Badge>
      </OfficeTitle>
      <DetailList>
        <li>
          <Icon name="map-pin" size={18} />
          <address>
            {office.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </li>
        <li>
          <Icon name="phone" size={18} />
          <a href={office.phone.href}>{office.phone.display}</a>
        </li>
        <li>
          <Icon name="mail" size={18} />
          <a href={`mailto:${office.email}`}>{office.email}</a>
        </li>
      </DetailList>
    </OfficeBox>
  );
}

/** The opening hours as a two-column list: days, then hours. */
export function BusinessHoursList({ hours }: { hours: BusinessHours }) {
  return (
    <Hours>
      {hours.rows.map((row) => (
        <div key={row.days}>
          <dt>{row.days}</dt>
          <dd>{row.hours}</dd>
        </div>
      ))}
    </Hours>
  );
}

export function EmailList({ emails }: { emails: readonly string[] }) {
  return (
    <DetailList>
      {emails.map((email) => (
        <li key={email}>
          <Icon name="mail" size={18} />
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ))}
    </DetailList>
  );
}

const OfficeBox = styled.div`
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const OfficeTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const DetailList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    min-width: 0;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.navy600};
  }
  address {
    display: flex;
    flex-direction: column;
    font-style: normal;
  }
  a {
    overflow-wrap: anywhere;
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

const Hours = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  div:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
