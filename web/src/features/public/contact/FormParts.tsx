import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { media } from '../../../app/theme';
import { contactFormFields, requiredFieldsNote, serviceChoices } from '../../../content/contact';

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

/** Two fields side by side from the small breakpoint up. */
export const FieldRow = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

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
