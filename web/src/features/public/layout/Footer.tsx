import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Icon } from '../../../components/Icon';
import { LogoMark } from '../../../components/Logo';
import { firm } from '../../../content/firm';
import { footerBottomLinks, footerColumns, siteChrome } from '../../../content/navigation';
import type { MaybeLink } from '../../../content/types';
import { DeadLink } from '../shared/DeadLink';
import { Container } from '../shared/Section';

function FooterLink({ link }: { link: MaybeLink }) {
  if (link.href === null) return <InertLink label={link.label} />;
  return <RouteLink to={link.href}>{link.label}</RouteLink>;
}

/** SPEC §2 Shared frame: brand and tagline, three link columns, social icons, copyright, legal links. */
export function Footer() {
  return (
    <FooterBar>
      <Container>
        <Top>
          <Brand>
            <BrandName>
              <LogoMark size={40} />
              <span>{firm.name}</span>
            </BrandName>
            <p>{firm.tagline}</p>
            <Social aria-label={siteChrome.socialNavLabel}>
              {firm.socialLinks.map((social) => (
                <li key={social.icon}>
                  <SocialIcon label={social.label}>
                    <Icon name={social.icon} size={20} />
                  </SocialIcon>
                </li>
              ))}
            </Social>
          </Brand>
          <Columns aria-label={siteChrome.footerNavLabel}>
            {footerColumns.map((column) => (
              <div key={column.title}>
                <ColumnTitle>{column.title}</ColumnTitle>
                <LinkList>
                  {column.links.map((link) => (
                    <li key={`${column.title}-${link.label}`}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </LinkList>
              </div>
            ))}
          </Columns>
        </Top>
        <Bottom>
          <p>{firm.copyright}</p>
          <BottomLinks aria-label={siteChrome.legalNavLabel}>
            {footerBottomLinks.map((link) => (
              <li key={link.label}>
                <FooterLink link={link} />
              </li>
            ))}
          </BottomLinks>
        </Bottom>
      </Container>
    </FooterBar>
  );
}

const FooterBar = styled.footer`
  padding: ${({ theme }) => theme.space[16]} 0 ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.navy900};
  color: ${({ theme }) => theme.colors.navy100};
  *:focus-visible {
    outline-color: #fff;
  }
`;

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  ${media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const Brand = styled.div`
  p {
    max-width: 28rem;
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[5]};
  }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 !important;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: #fff;
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialIcon = styled(DeadLink)`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.25);
  color: ${({ theme }) => theme.colors.navy100};
`;

const Columns = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.gold400};
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RouteLink = styled(Link)`
  color: ${({ theme }) => theme.colors.navy100};
  text-decoration: none;
  &:hover {
    color: #fff;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const InertLink = styled(DeadLink)`
  color: ${({ theme }) => theme.colors.navy100};
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid rgba(255, 255, 255, 0.14);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
  ${media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const BottomLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
