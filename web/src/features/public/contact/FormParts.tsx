import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/Card';
import { FieldMessage } from '../../../components/Field';
import { consentLink, contactFormFields, requiredFieldsNote, serviceChoices } from '../../../content/contact';

/** A field label with the asterisk of a required field (the asterisk is not read out). */
export function RequiredLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Asterisk aria-hidden="true"> *</Asterisk>
    </>
  );
}

export function RequiredNote() {
  return <Note>{requiredFieldsNote}</Note>;
}

/** The "Select a service" option and the five choices of SPEC §5. */
export function ServiceOptions() {
  return (
    <>
      <option value="">{contactFormFields.service.placeholder}</option>
      {serviceChoices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) and bots fill in: the server drops submissions that arrive with it filled.
 */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <Honeypot aria-hidden="true">
      <label>
        {contactFormFields.website.label}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Honeypot>
  );
}

type ConsentFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { error?: string };

/**
 * The required consent box of both forms (POPIA), a plain checkbox so that it works in the
 * prerendered form before any script (posted as consent=on when ticked). Its label links to the
 * privacy notice in a new tab, so nothing typed is lost.
 */
export const ConsentField = forwardRef<HTMLInputElement, ConsentFieldProps>(function ConsentField({ error, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const sentence = contactFormFields.consent.label;
  const linkAt = sentence.lastIndexOf(consentLink.label);
  return (
    <ConsentWrapper>
      <ConsentRow>
        <ConsentBox
          ref={ref}
          id={id}
          type="checkbox"
          aria-required="true"
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id}>
          {sentence.slice(0, linkAt)}
          <a href={consentLink.href} target="_blank" rel="noopener">
            {consentLink.label}
            <VisuallyHidden>{consentLink.newTabNote}</VisuallyHidden>
          </a>
          {sentence.slice(linkAt + consentLink.label.length)}
          <Asterisk aria-hidden="true"> *</Asterisk>
        </label>
      </ConsentRow>
      {error && (
        <FieldMessage id={errorId} role="alert">
          {error}
        </FieldMessage>
      )}
    </ConsentWrapper>
  );
});

const ConsentWrapper = styled.div`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[4]};
`;

const ConsentRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  label {
    cursor: pointer;
  }
  a {
    color: ${({ theme }) => theme.colors.navy800};
    font-weight: 600;
  }
`;

/** A native box at 22 px with a 44 px touch target around it. */
const ConsentBox = styled.input`
  flex: none;
  position: relative;
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.navy800};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Two fields side by side from the small breakpoint up: the portal's forms lay them out the same way. */
export { FieldRow } from '../../../components/FieldRow';

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Asterisk = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
