/**
 * The firm's visual language: deep navy for trust, a warm gold accent (khanya: "light"),
 * generous spacing and a system font stack (no font is downloaded). Every colour pair used for
 * text meets WCAG AA contrast.
 */
export const theme = {
  colors: {
    navy900: '#0b1f33',
    navy800: '#0f2a44',
    navy700: '#16385a',
    navy600: '#1f4b75',
    navy100: '#e6edf5',
    gold600: '#835a00',
    gold500: '#c28a00',
    gold400: '#e0a526',
    gold100: '#fdf3dc',
    ink: '#14202b',
    muted: '#4a5866',
    subtle: '#6b7785',
    border: '#d8dee6',
    surface: '#ffffff',
    canvas: '#f6f8fb',
    success: '#17713a',
    successBg: '#e5f4ea',
    warning: '#8a5300',
    warningBg: '#fff3df',
    danger: '#b42318',
    dangerBg: '#fde8e6',
    info: '#1d4ed8',
    infoBg: '#e6eeff',
    focus: '#2563eb',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  lineHeights: { tight: 1.2, snug: 1.35, normal: 1.6 },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
    20: '5rem',
  },
  radii: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(11, 31, 51, 0.08)',
    md: '0 4px 14px rgba(11, 31, 51, 0.10)',
    lg: '0 12px 32px rgba(11, 31, 51, 0.16)',
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', headerHeight: '72px', drawerWidth: '320px' },
  zIndex: { header: 50, overlay: 80, drawer: 90, toast: 100 },
} as const;

export type Theme = typeof theme;

/** `media.md` reads as "from the medium breakpoint up". */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
