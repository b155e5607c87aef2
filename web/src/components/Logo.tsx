import styled from 'styled-components';

/** The firm's mark: a rising sun over a horizon ("khanya" means light). */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" fill="#0f2a44" />
      <path d="M10 31a14 14 0 0 1 28 0Z" fill="#e0a526" />
      <g stroke="#e0a526" strokeWidth="2.5" strokeLinecap="round">
        <path d="M24 9v5M12.7 13.7l3.5 3.5M35.3 13.7l-3.5 3.5M7 24h4M37 24h4" />
      </g>
      <path d="M8 35h32" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

const Wordmark = styled.span`
  display: inline-flex;
  flex-direction: column;
  line-height: 1.1;
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.navy900};
  }
  small {
    font-size: 0.7rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function Logo({ name, subtitle }: { name: string; subtitle: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.625rem' }}>
      <LogoMark />
      <Wordmark>
        {/* The space keeps the two words apart for screen readers; the column layout hides it. */}
        <strong>{name}</strong> <small>{subtitle}</small>
      </Wordmark>
    </span>
  );
}
