import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { GetInTouchInput, GetInTouchValues } from '@validation/contact';
import { lazyZodResolver } from './lazy-resolver';
import { Button } from '../../../components/Button';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { contactFormFields as fields, contactToasts, getInTouchForm } from '../../../content/contact';
import { FieldRow, FormActions, HoneypotField, RequiredLabel, RequiredNote, ServiceOptions } from './FormParts';
import { useContactSubmit } from './use-contact-submit';
import { GET_IN_TOUCH_FORM_ID, takeOverFromPrerenderedForm } from './form-island';

const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message'] as const;
type FieldName = (typeof fieldNames)[number];

const emptyForm: GetInTouchInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
};

/** The Get In Touch form (SPEC §2 Contact, §5): validated on submit, re-validated on change. */
const getInTouchResolver = lazyZodResolver<GetInTouchInput, GetInTouchValues>(() =>
  import('@validation/contact').then((module) => module.getInTouchSchema),
);

export default GetInTouchForm;

export function GetInTouchForm({ headingId }: { headingId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const typedBeforeHydration = useRef<Partial<Record<FieldName, string>>>({});
  const form = useForm<GetInTouchInput, unknown, GetInTouchValues>({
    resolver: getInTouchResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  useEffect(() => {
    // Put back what was typed before hydration (registering the fields emptied them), without
    // making it the form's defaults: a reset after sending must empty the form.
    for (const [name, value] of Object.entries(typedBeforeHydration.current)) form.setValue(name as FieldName, value);
    if (takeOverFromPrerenderedForm(formRef.current)) formRef.current?.requestSubmit();
    // Once, when the real form takes over from the prerendered one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { onSubmit, honeypotRef, submitting } = useContactSubmit({
    form,
    fieldNames,
    success: contactToasts.messageSent,
    failure: contactToasts.messageFailed,
  });
  const {
    formState: { errors },
  } = form;

  /**
   * rhf's register, noting what the prerendered field held at the moment the real form takes it
   * over (registering empties it); the effect above puts it back.
   */
  const register = (name: FieldName) => {
    const field = form.register(name);
    return {
      ...field,
      ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
        if (element?.value) typedBeforeHydration.current[name] = element.value;
        field.ref(element);
      },
    };
  };

  return (
    <form ref={formRef} id={GET_IN_TOUCH_FORM_ID} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <RequiredNote />
      <FieldRow>
        <TextField
          label={<RequiredLabel>{fields.firstName.label}</RequiredLabel>}
          placeholder={fields.firstName.placeholder}
          autoComplete="given-name"
          aria-required="true"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={<RequiredLabel>{fields.lastName.label}</RequiredLabel>}
          placeholder={fields.lastName.placeholder}
          autoComplete="family-name"
          aria-required="true"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label={<RequiredLabel>{fields.email.label}</RequiredLabel>}
          type="email"
          placeholder={fields.email.placeholder}
          autoComplete="email"
          aria-required="true"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={fields.phone.label}
          type="tel"
          placeholder={fields.phone.placeholder}
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label={fields.company.label}
          placeholder={fields.company.placeholder}
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <SelectField label={fields.service.label} error={errors.service?.message} {...register('service')}>
          <ServiceOptions />
        </SelectField>
      </FieldRow>
      <TextAreaField
        label={<RequiredLabel>{fields.message.label}</RequiredLabel>}
        placeholder={fields.message.placeholder}
        rows={5}
        aria-required="true"
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField inputRef={honeypotRef} />
      <FormActions>
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? getInTouchForm.submittingLabel : getInTouchForm.submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
