import styled from 'styled-components';
import { media } from '../../../lib/theme';
import { Icon } from '../../../components/Icon';
import { processSection, processSteps } from '../../../content/services';
import { Container, Section, SectionHeader } from '../shared/Section';

/** Our Service Process: Discovery, Strategy, Implementation, Optimization. */
export function ProcessSection() {
  return (
    <Section $tone="navy" aria-labelledby="services-process">
      <Container>
        <SectionHeader id="services-process" heading={processSection.heading} intro={processSection.intro} onDark />
        <Steps>
          {processSteps.map((step) => (
            <li key={step.step}>
              <StepHead>
                <Number aria-hidden="true">{String(step.step).padStart(2, '0')}</Number>
                <Icon name={step.icon} size={28} />
              </StepHead>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space[6]};
    border: 1px solid rgba(255, 255, 255, 0.12);
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.04);
  }
  h3 {
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

const StepHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  svg {
    color: ${({ theme }) => theme.colors.gold400};
  }
`;

const Number = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold400};
`;
