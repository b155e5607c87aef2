import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * SPEC §2 lists links that go nowhere yet (Careers, Privacy Policy, the social icons...). They
 * look like their neighbours but are not links anyone can follow: no href, not focusable, and
 * announced as disabled, instead of an `<a href="#">` that jumps to the top of the page.
 */
export function DeadLink({ label, children, className }: { label: string; children?: ReactNode; className?: string }) {
  return (
    <Inert role="link" aria-disabled="true" className={className} {...(children ? { 'aria-label': label } : {})}>
      {children ?? label}
    </Inert>
  );
}

const Inert = styled.span`
  cursor: default;
`;
