import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, type BadgeTone } from './Badge';
import { Button } from './Button';
import { DataState } from './DataState';
import { Label, Select } from './Field';
import { toast } from './toast-store';

// The list inside an admin panel tab that pages through records of one kind (the Mail tab's
// e-mails, the Privacy requests tab's erasure requests): an intro, a "Show" filter with the count,
// the rows in their four data states, and "Load more". Each tab keeps its own query and rows.

interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

interface AdminRecordListProps<Value extends string> {
  /** What the list holds and what can be done with it, in a sentence or two. */
  intro: ReactNode;
  filter: {
    /** The select's id, for its "Show" label. */
    id: string;
    value: Value;
    options: readonly FilterOption<Value>[];
    onChange: (value: Value) => void;
  };
  /** How many records match the filter, once known, with what one record and several are called. */
  count?: { total: number; one: string; many: string };
  /** Loading, empty and failure, as DataState takes them. */
  state: Omit<ComponentProps<typeof DataState>, 'children'>;
  more: {
    /** Whether the server has a further page. */
    available: boolean;
    /** Whether that page is being fetched (the button waits meanwhile). */
    loading: boolean;
    load: () => Promise<unknown>;
    /** The toast when the page could not be fetched, e.g. "Could not load more e-mails.". */
    failure: string;
  };
  /** The rows: AdminRecordRow elements. */
  children: ReactNode;
}

export function AdminRecordList<Value extends string>({ intro, filter, count, state, more, children }: AdminRecordListProps<Value>) {
  async function loadMore() {
    try {
      await more.load();
    } catch {
      toast({ description: `${more.failure} Please try again.`, variant: 'destructive' });
    }
  }

  return (
    <>
      <Intro>{intro}</Intro>
      <Toolbar>
        <Label htmlFor={filter.id}>Show</Label>
        <Select
          id={filter.id}
          value={filter.value}
          // The options are the only values the select can hold.
          onChange={(event) => filter.onChange(event.target.value as Value)}
        >
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        {count && (
          <Count aria-live="polite">
            {count.total} {count.total === 1 ? count.one : count.many}
          </Count>
        )}
      </Toolbar>
      <DataState {...state}>
        <List>{children}</List>
        {more.available && (
          <More>
            <Button $variant="outline" onClick={() => void loadMore()} disabled={more.loading}>
              Load more
            </Button>
          </More>
        )}
      </DataState>
    </>
  );
}

interface AdminRecordRowProps {
  /** The row's accessible name, e.g. "Subject to someone@example.com". */
  label: string;
  title: string;
  badge: { label: string; tone: BadgeTone };
  /** The muted line of facts under the title. */
  detail: ReactNode;
  /** Notes under the facts (a reason, an error). */
  children?: ReactNode;
  /** The row's buttons, at its right-hand end; none when the record needs nothing done. */
  actions?: ReactNode;
}

/** One record of an AdminRecordList: its title and state, a line of facts, notes and buttons. */
export function AdminRecordRow({ label, title, badge, detail, children, actions }: AdminRecordRowProps) {
  return (
    <Row aria-label={label}>
      <Head>
        <h3>{title}</h3>
        <Badge $tone={badge.tone}>{badge.label}</Badge>
      </Head>
      <Detail>{detail}</Detail>
      {children}
      {actions && <Actions>{actions}</Actions>}
    </Row>
  );
}

const Intro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0;
  label {
    margin: 0;
  }
  select {
    width: auto;
    min-width: 12rem;
  }
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[4]};
`;
