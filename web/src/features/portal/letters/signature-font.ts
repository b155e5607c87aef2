import { css } from 'styled-components';

/**
 * A typed signature's look: a script face the device already has (Windows, macOS and iOS, Linux
 * each carry one of these), else the browser's own cursive. No font file is fetched.
 */
export const signatureFont = css`
  font-family:
    'Segoe Script', 'Lucida Handwriting', 'Snell Roundhand', 'Apple Chancery', 'Brush Script MT', 'URW Chancery L', 'Z003', cursive;
  font-size: 1.75rem;
  line-height: 1.3;
`;
