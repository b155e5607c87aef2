import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../../lib/theme';
import type { CtaBand } from '../../../content/types';
import { ActionButton } from './ActionButton';
import { Container, onDark } from './Section';

interface CallToActionProps {
  cta: CtaBand;
  id: string;
  /** Replaces the two link buttons, for a band whose buttons do something else. */
  actions?: ReactNode;
}

/** The closing band of a page: a heading, a line of text and two buttons. */
export function CallToAction({ cta, id, actions }: CallToActionProps) {
  return (
    <Band aria-labelledby={id}>
      <Container>
        <Inner>
          <h2 id={id}>{cta.heading}</h2>
          <p>{cta.text}</p>
          <Actions>
            {actions ?? (
              <>
                <ActionButton link={cta.primary} variant="secondary" />
                <ActionButton link={cta.secondary} variant="inverse" />
              </>
            )}
          </Actions>
        </Inner>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0;
  background: radial-gradient(circle at 10% 90%, rgba(224, 165, 38, 0.16), transparent 40%), ${({ theme }) => theme.colors.navy800};
  ${onDark}
`;

const Inner = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;
