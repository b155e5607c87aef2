import styled from 'styled-components';
import { fullNameOf } from '@validation/people';
import { RecordArticle } from '../../../components/RecordCard';
import { media } from '../../../lib/theme';
import { formatCalendarDate, formatDateTime } from '../../../lib/format';
import type { ContactSubmissionCardFragment } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { serviceTitle, serviceTone } from './service-label';
import { SubmissionTypeBadge } from './SubmissionTypeBadge';

/** One submission in the tracker (docs/product.md#contact-tracker). */
export function SubmissionCard({ submission }: { submission: ContactSubmissionCardFragment }) {
  const name = fullNameOf(submission);
  const isConsultation = submission.type === 'SCHEDULED_CONSULTATION';
  return (
    <Article aria-label={name}>
      <Head>
        <h2>{name}</h2>
        <Badges>
          <SubmissionTypeBadge type={submission.type} />
          <Badge $tone={serviceTone(submission.service)}>{serviceTitle(submission.service)}</Badge>
        </Badges>
      </Head>
      <Submitted>
        Submitted <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
      </Submitted>
      <Consent>
        <Icon name={submission.consentGivenAt ? 'check-circle' : 'clock'} size={16} />
        {submission.consentGivenAt ? (
          <span>
            Consent given <time dateTime={submission.consentGivenAt}>{formatDateTime(submission.consentGivenAt)}</time>
            {submission.privacyNoticeVersion && <> to the privacy notice of {formatCalendarDate(submission.privacyNoticeVersion)}</>}
          </span>
        ) : (
          <span>No consent recorded (sent before the consent box existed)</span>
        )}
      </Consent>
      <Contact>
        <li>
          <Icon name="mail" size={16} />
          <a href={`mailto:${submission.email}`}>{submission.email}</a>
        </li>
        {submission.phone && (
          <li>
            <Icon name="phone" size={16} />
            <a href={`tel:${submission.phone.replace(/[^\d+]/g, '')}`}>{submission.phone}</a>
          </li>
        )}
        {submission.company && (
          <li>
            <Icon name="building" size={16} />
            <span>{submission.company}</span>
          </li>
        )}
      </Contact>
      <Message>{submission.message}</Message>
      {isConsultation && (
        <Preferred>
          <Icon name="calendar" size={18} />
          <dl>
            <div>
              <dt>Preferred date</dt>
              <dd>{submission.preferredDate ? formatCalendarDate(submission.preferredDate) : 'Not given'}</dd>
            </div>
            <div>
              <dt>Preferred time</dt>
              <dd>{submission.preferredTime || 'Not given'}</dd>
            </div>
          </dl>
        </Preferred>
      )}
    </Article>
  );
}

const Article = styled(RecordArticle)`
  ${media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Submitted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Consent = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Contact = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.subtle};
  }
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.gold400};
  background: ${({ theme }) => theme.colors.canvas};
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Preferred = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gold100};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.gold600};
    margin-top: 2px;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: #5c4000;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
