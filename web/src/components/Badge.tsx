import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'navy' | 'gold' | 'success' | 'warning' | 'danger' | 'info' | 'purple' | 'teal' | 'rose';

const tones: Record<BadgeTone, { color: string; background: string }> = {
  neutral: { color: '#3b4754', background: '#eef1f5' },
  navy: { color: '#ffffff', background: '#0f2a44' },
  gold: { color: '#5c4000', background: '#fdf3dc' },
  success: { color: '#17713a', background: '#e5f4ea' },
  warning: { color: '#8a5300', background: '#fff3df' },
  danger: { color: '#b42318', background: '#fde8e6' },
  info: { color: '#1d4ed8', background: '#e6eeff' },
  // Further hues so that categories (the five contact services) each get their own colour;
  // every pair is above 7:1.
  purple: { color: '#5b21b6', background: '#f1ebff' },
  teal: { color: '#0f5e5b', background: '#e0f4f2' },
  rose: { color: '#9d174d', background: '#fde7f0' },
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ $tone = 'neutral' }) => tones[$tone].color};
  background: ${({ $tone = 'neutral' }) => tones[$tone].background};
`;
