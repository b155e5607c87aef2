import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useHydrated } from './useHydrated';

/**
 * A form that is safe to draw on the server. Until its code has taken over, its controls are
 * disabled: nothing can be typed that the form library would then wipe as it registers the
 * fields, and the browser cannot send the form itself (which would put a password into the
 * address and the server's logs). `method="post"` keeps any early send out of the address too.
 */
export function Form({ children, ...props }: ComponentPropsWithRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...props}>
      <Controls disabled={!hydrated}>{children}</Controls>
    </form>
  );
}

/** Only its disabled state matters: laid out as if its children were the form's own. */
const Controls = styled.fieldset`
  display: contents;
`;
