import styled from 'styled-components';
import { Icon } from '../../../components/Icon';
import type { SystemHealth } from '../../../graphql/generated';

export type Health = 'healthy' | 'degraded' | 'unknown';

/** AdminStats.systemHealth is HEALTHY or DEGRADED; anything missing reads as unknown. */
export function healthOf(systemHealth: SystemHealth | null | undefined): Health {
  if (!systemHealth) return 'unknown';
  return systemHealth === 'HEALTHY' ? 'healthy' : 'degraded';
}

export const healthLabels: Record<Health, string> = { healthy: 'Healthy', degraded: 'Degraded', unknown: 'Unknown' };

/** A check in green for healthy, a warning triangle in amber otherwise (none when unknown). */
export function HealthIcon({ health, size = 24 }: { health: Health; size?: number }) {
  if (health === 'unknown') return null;
  if (health === 'healthy') {
    return (
      <Tinted $tone="success">
        <Icon name="check-circle" size={size} />
      </Tinted>
    );
  }
  return (
    <Tinted $tone="warning">
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        data-icon="warning"
      >
        <path d="M10.29 3.86L1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z" />
        <path d="M12 9v4" />
        <path d="M12 17h.01" />
      </svg>
    </Tinted>
  );
}

/** Health as an icon followed by its word, e.g. ✓ Healthy. */
export function HealthText({ health }: { health: Health }) {
  return (
    <Row>
      <HealthIcon health={health} />
      <span>{healthLabels[health]}</span>
    </Row>
  );
}

const Tinted = styled.span<{ $tone: 'success' | 'warning' }>`
  display: inline-flex;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
