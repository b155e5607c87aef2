import type { ReactNode } from 'react';
import { ButtonAnchor, ButtonLink } from '../../../components/ButtonLink';
import type { ButtonSize, ButtonVariant } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import type { CtaButton } from '../../../content/types';

/** Routes inside the site start with "/"; tel:, mailto: and outside URLs are plain anchors. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/');
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}

interface ActionButtonProps {
  link: CtaButton;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Replaces the label as the visible text (the accessible name follows the visible text). */
  children?: ReactNode;
}

/** A call to action: a router link for site routes, an anchor for phone, e-mail and outside links. */
export function ActionButton({ link, variant = 'primary', size = 'lg', children }: ActionButtonProps) {
  // An arrow points onwards, after the words; every other icon introduces them.
  const trailing = link.icon === 'arrow-right';
  const icon = link.icon && <Icon name={link.icon} size={20} />;
  const content = (
    <>
      {!trailing && icon}
      {children ?? link.label}
      {trailing && icon}
    </>
  );
  if (isInternalHref(link.href)) {
    return (
      <ButtonLink to={link.href} $variant={variant} $size={size}>
        {content}
      </ButtonLink>
    );
  }
  const external = isExternalHref(link.href);
  return (
    <ButtonAnchor href={link.href} $variant={variant} $size={size} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {content}
    </ButtonAnchor>
  );
}
