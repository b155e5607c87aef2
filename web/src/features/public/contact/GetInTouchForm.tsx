import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { getInTouchSchema, type GetInTouchInput, type GetInTouchValues } from '@validation/contact';
import { Button } from '../../../components/Button';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { contactFormFields as fields, contactToasts, getInTouchForm } from '../../../content/contact';
import { FieldRow, FormActions, HoneypotField, RequiredLabel, RequiredNote, ServiceOptions } from './FormParts';
import { useContactSubmit } from './use-contact-submit';

const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message'] as const;

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
export function GetInTouchForm({ headingId }: { headingId: string }) {
  const form = useForm<GetInTouchInput, unknown, GetInTouchValues>({
    resolver: zodResolver(getInTouchSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const { onSubmit, honeypotRef, submitting } = useContactSubmit({
    form,
    fieldNames,
    success: contactToasts.messageSent,
    failure: contactToasts.messageFailed,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
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
