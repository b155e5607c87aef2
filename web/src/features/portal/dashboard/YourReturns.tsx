import { useEffect } from 'react';
import styled from 'styled-components';
import { useYourReturnsQuery } from '../../../graphql/generated';
import { Badge } from '../../../components/Badge';
import { surface } from '../../../components/Card';
import { formatCalendarDate } from '../../../lib/format';

/**
 * The client dashboard's "Your returns": where each of the client's open jobs stands, in plain
 * words ("Your VAT return for May–Jun 2027: we are preparing it"), soonest due first. Who does
 * the work, its priority and the firm's stages are not shown. Nothing at all when there are none,
 * or when they could not be read: the section is news, not a task.
 */
export function YourReturns({ onSettled }: { onSettled?: () => void } = {}) {
  const { data, error } = useYourReturnsQuery({ fetchPolicy: 'cache-and-network' });
  const page = data?.jobs;
  const settled = !!page || !!error;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (!page || page.nodes.length === 0) return null;
  const more = page.totalCount - page.nodes.length;
  return (
    <Section aria-labelledby="your-returns-heading">
      <h2 id="your-returns-heading">Your returns</h2>
      <ul>
        {page.nodes.map((job) => (
          <li key={job.id}>
            <p>{job.progress}.</p>
            <Due>
              {job.stage === 'DONE'
                ? null
                : job.dueDate
                  ? `Due by ${formatCalendarDate(job.dueDate)}`
                  : 'The due date is set when SARS announces the filing season'}
              {job.isOverdue && <Badge $tone="danger">Past its due date</Badge>}
            </Due>
          </li>
        ))}
      </ul>
      {more > 0 && <More>And {more === 1 ? 'one more' : `${more} more`}, due later.</More>}
    </Section>
  );
}

const Section = styled.section`
  ${surface}
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  li p {
    margin: 0;
  }
`;

const Due = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const More = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;
