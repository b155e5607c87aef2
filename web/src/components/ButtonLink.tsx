import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './Button';

/** A router link styled as a button, for calls to action that navigate. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  ${buttonStyles}
`;

/** An ordinary anchor (tel:, mailto:, outside links) styled as a button. */
export const ButtonAnchor = styled.a<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  ${buttonStyles}
`;
