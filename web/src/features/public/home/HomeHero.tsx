import styled from 'styled-components';
import { Icon } from '../../../components/Icon';
import { responsePromises } from '../../../content/firm';
import { homeHero } from '../../../content/home';
import { ActionButton } from '../shared/ActionButton';
import { PageHero } from '../shared/PageHero';

const promises = [responsePromises.consultationText, responsePromises.formResponseText, `${responsePromises.emailResponseText}.`];

export function HomeHero() {
  return (
    <PageHero
      hero={homeHero}
      actions={
        <>
          <ActionButton link={homeHero.primary} variant="secondary" />
          <ActionButton link={homeHero.secondary} variant="inverse" />
        </>
      }
      aside={
        <PromiseCard>
          {promises.map((promise) => (
            <li key={promise}>
              <Icon name="check-circle" size={22} />
              <span>{promise}</span>
            </li>
          ))}
        </PromiseCard>
      }
    />
  );
}

const PromiseCard = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  list-style: none;
  border: 1px solid rgba(255, 255, 255, 0.16);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.06);
  box-shadow: ${({ theme }) => theme.shadows.lg};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: #fff;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.gold400};
  }
`;
