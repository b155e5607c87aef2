import styled from 'styled-components';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { useJobWorkloadQuery, type JobWorkloadQuery } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { RecordTable, TableScroll } from '../../../components/RecordTable';
import { toast } from '../../../components/toast-store';
import { listFetchFailed } from '../shared/list-fetch-failure';
import { downloadCsv } from '../shared/csv-download';

type Workload = JobWorkloadQuery['jobWorkload'];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The last twelve months, oldest first, ending with this one (SAST). */
function lastTwelveMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: 12 }, (_, index) => {
    const at = year * 12 + (month - 1) - (11 - index);
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

/** Each service's jobs done per month, the months as columns. */
function doneByService(workload: Workload, months: string[]) {
  const services = [...new Map(workload.done.map((entry) => [entry.serviceId, entry.serviceName])).entries()];
  return services.map(([serviceId, serviceName]) => ({
    serviceName,
    counts: months.map((month) => workload.done.find((entry) => entry.serviceId === serviceId && entry.month === month)?.done ?? 0),
  }));
}

const exportFailed = () => toast({ title: 'The file was not made', description: 'Please try again.', variant: 'destructive' });

/**
 * The Workload tab (docs/staff-guide.md, "The work board"): per person, how many jobs are open,
 * due this week and overdue; per firm service, the jobs done in each of the last twelve months.
 * Both export as CSV for a spreadsheet.
 */
export function Workload() {
  const { data, loading, error, refetch } = useJobWorkloadQuery({ fetchPolicy: 'cache-and-network' });
  const workload = data?.jobWorkload;
  const today = todayInSouthAfrica(new Date());
  const months = lastTwelveMonths(today);
  return (
    <DataState
      loading={loading}
      error={error}
      hasData={!!workload}
      empty={false}
      loadingText="Counting the workload…"
      emptyText=""
      errorText={listFetchFailed('the workload')}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      {workload && (
        <Sections>
          <Card as="section" aria-labelledby="workload-people">
            <Heading>
              <h2 id="workload-people">Per person</h2>
              <Button
                $variant="outline"
                $size="sm"
                onClick={() =>
                  void downloadCsv(`workload-${today}.csv`, [
                    ['Person', 'Open', 'Due this week', 'Overdue'],
                    ...workload.people.map((person) => [person.name, person.open, person.dueThisWeek, person.overdue]),
                  ]).catch(exportFailed)
                }
              >
                Export CSV
              </Button>
            </Heading>
            {workload.people.length === 0 ? (
              <p>No open jobs.</p>
            ) : (
              <TableScroll tabIndex={0} role="region" aria-label="Open jobs per person (scrolls sideways)">
                <RecordTable aria-label="Open jobs per person">
                  <thead>
                    <tr>
                      <th scope="col">Person</th>
                      <th scope="col">Open</th>
                      <th scope="col">Due this week</th>
                      <th scope="col">Overdue</th>
                    </tr>
                  </thead>
                  <tbody>
                    {workload.people.map((person) => (
                      <tr key={person.userId ?? 'nobody'}>
                        <th scope="row">{person.name}</th>
                        <td>{person.open}</td>
                        <td>{person.dueThisWeek}</td>
                        <td>{person.overdue}</td>
                      </tr>
                    ))}
                  </tbody>
                </RecordTable>
              </TableScroll>
            )}
          </Card>
          <Card as="section" aria-labelledby="workload-done">
            <Heading>
              <h2 id="workload-done">Done per month</h2>
              <Button
                $variant="outline"
                $size="sm"
                onClick={() =>
                  void downloadCsv(`jobs-done-${today}.csv`, [
                    ['Service', ...months.map(monthLabel)],
                    ...doneByService(workload, months).map((row) => [row.serviceName, ...row.counts]),
                  ]).catch(exportFailed)
                }
              >
                Export CSV
              </Button>
            </Heading>
            {workload.done.length === 0 ? (
              <p>No job was done in the last twelve months.</p>
            ) : (
              <TableScroll
                tabIndex={0}
                role="region"
                aria-label="Jobs done per service and month, the last twelve months (scrolls sideways)"
              >
                <RecordTable aria-label="Jobs done per service and month, the last twelve months">
                  <thead>
                    <tr>
                      <th scope="col">Service</th>
                      {months.map((month) => (
                        <th scope="col" key={month}>
                          {monthLabel(month)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {doneByService(workload, months).map((row) => (
                      <tr key={row.serviceName}>
                        <th scope="row">{row.serviceName}</th>
                        {row.counts.map((count, index) => (
                          <td key={months[index]}>{count}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </RecordTable>
              </TableScroll>
            )}
          </Card>
        </Sections>
      )}
    </DataState>
  );
}

// minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page on a phone.
const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
