import * as Accordion from '@radix-ui/react-accordion';
import styled, { keyframes } from 'styled-components';
import { media } from '../../../lib/theme';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon';
import { discussButtonLabel, sectorColumnHeadings } from '../../../content/industries';
import type { ContentListItem, SectorSummary } from '../../../content/types';
import { prefetchSectorLists, useSectorLists } from './useSectorLists';
import { groupListItems } from './SectorLists';

const CONTACT_HREF = '/contact';

function GroupedList({ heading, items, tone }: { heading: string; items: ContentListItem[]; tone: 'challenge' | 'solution' }) {
  return (
    <Column $tone={tone}>
      <h4>
        <Icon name={tone === 'challenge' ? 'target' : 'check-circle'} size={20} />
        {heading}
      </h4>
      {groupListItems(items).map((group, index) => (
        <div key={group.heading ?? index}>
          {group.heading && <h5>{group.heading}</h5>}
          <ul>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </Column>
  );
}

function SectorColumns({ slug }: { slug: string }) {
  const state = useSectorLists(slug);
  if (state.status === 'loading') return <Pending role="status">Loading…</Pending>;
  if (state.status === 'failed') {
    return (
      <Pending role="alert">
        This list could not be loaded. Check your connection and{' '}
        <RetryButton type="button" onClick={state.retry}>
          try again
        </RetryButton>
        .
      </Pending>
    );
  }
  return (
    <Columns>
      <GroupedList heading={sectorColumnHeadings.challenges} items={state.lists.challenges} tone="challenge" />
      <GroupedList heading={sectorColumnHeadings.solutions} items={state.lists.solutions} tone="solution" />
    </Columns>
  );
}

/**
 * SPEC §2 Industries, §4: one sector open at most, and the open one can be closed again.
 * Radix gives the headers their button semantics, arrow-key movement and aria-expanded.
 */
export function SectorAccordion({ sectors }: { sectors: SectorSummary[] }) {
  return (
    <Root type="single" collapsible>
      {sectors.map((sector) => (
        <Item key={sector.slug} value={sector.slug}>
          <Header>
            {/* Its whole visible text (name and description) is the button's name (WCAG 2.5.3). */}
            <Trigger onPointerEnter={() => void prefetchSectorLists(sector.slug)} onFocus={() => void prefetchSectorLists(sector.slug)}>
              <Emoji aria-hidden="true">{sector.icon}</Emoji>
              <TriggerText>
                <Name id={`sector-${sector.slug}-name`}>{sector.name}</Name>
                <Description id={`sector-${sector.slug}-description`}>{sector.description}</Description>
              </TriggerText>
              <Plus>
                <Icon name="plus" size={22} />
              </Plus>
            </Trigger>
          </Header>
          <Content>
            <Body>
              <SectorColumns slug={sector.slug} />
              <ButtonLink to={CONTACT_HREF} $variant="primary">
                {discussButtonLabel(sector.name)}
                <Icon name="arrow-right" size={18} />
              </ButtonLink>
            </Body>
          </Content>
        </Item>
      ))}
    </Root>
  );
}

const open = keyframes`from { height: 0; opacity: 0; } to { height: var(--radix-accordion-content-height); opacity: 1; }`;
const close = keyframes`from { height: var(--radix-accordion-content-height); opacity: 1; } to { height: 0; opacity: 0; }`;

const Root = styled(Accordion.Root)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 60rem;
  margin: 0 auto;
`;

const Item = styled(Accordion.Item)`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &[data-state='open'] {
    border-color: ${({ theme }) => theme.colors.navy600};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Header = styled(Accordion.Header)`
  margin: 0;
  font-family: inherit;
`;

const Trigger = styled(Accordion.Trigger)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 0;
  background: transparent;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.canvas};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Emoji = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gold100};
  font-size: 1.6rem;
  line-height: 1;
`;

const TriggerText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.navy900};
`;

const Description = styled.span`
  font-weight: 400;
  line-height: ${({ theme }) => theme.lineHeights.snug};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Plus = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.navy100};
  color: ${({ theme }) => theme.colors.navy800};
  transition:
    transform 200ms ease,
    background 200ms ease;
  [data-state='open'] > & {
    transform: rotate(45deg);
    background: ${({ theme }) => theme.colors.navy800};
    color: #fff;
  }
`;

const Content = styled(Accordion.Content)`
  overflow: hidden;
  &[data-state='open'] {
    animation: ${open} 220ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${close} 180ms ease-in;
  }
`;

const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.md} {
    padding: 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[8]};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]} 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[10]};
  }
`;

const Column = styled.div<{ $tone: 'challenge' | 'solution' }>`
  h4 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    svg {
      color: ${({ theme, $tone }) => ($tone === 'challenge' ? theme.colors.danger : theme.colors.success)};
    }
  }
  h5 {
    margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.navy600};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.ink};
    font-size: 0.9375rem;
  }
  li::marker {
    color: ${({ theme, $tone }) => ($tone === 'challenge' ? theme.colors.danger : theme.colors.success)};
  }
`;

const Pending = styled.p`
  min-height: 12rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const RetryButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.navy600};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
