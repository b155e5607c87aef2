import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Icon } from '../../../components/Icon';
import { notFoundContent, pageMeta } from '../../../content/meta';
import { mainNav } from '../../../content/navigation';
import { PageMeta } from '../layout/PageMeta';
import { ActionButton } from '../shared/ActionButton';
import { Container, Eyebrow } from '../shared/Section';

/** Home and Sign In are offered elsewhere on this page (the buttons, the header). */
const suggestions = mainNav.filter((item) => item.href !== '/' && item.href !== '/portal');

/** The catch-all page: a friendly explanation, the way home and the way to a person. */
export default function NotFoundPage() {
  return (
    <>
      <PageMeta meta={pageMeta.notFound} noIndex />
      <Band aria-labelledby="page-title">
        <Container>
          <Inner>
            <Eyebrow>{notFoundContent.eyebrow}</Eyebrow>
            <h1 id="page-title">{notFoundContent.heading}</h1>
            <p>{notFoundContent.lead}</p>
            <Actions>
              <ActionButton link={{ ...notFoundContent.homeLink, icon: 'arrow-right' }} />
              <ActionButton link={{ ...notFoundContent.contactLink, icon: 'mail' }} variant="outline" />
            </Actions>
            <Suggestions aria-labelledby="not-found-suggestions">
              <h2 id="not-found-suggestions">{notFoundContent.suggestionsHeading}</h2>
              <ul>
                {suggestions.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href}>
                      {item.label}
                      <Icon name="arrow-right" size={16} />
                    </Link>
                  </li>
                ))}
              </ul>
            </Suggestions>
          </Inner>
        </Container>
      </Band>
    </>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0 ${({ theme }) => theme.space[20]};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Inner = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  > p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const Suggestions = styled.section`
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.navy700};
    &:hover {
      border-color: ${({ theme }) => theme.colors.navy600};
    }
  }
`;
