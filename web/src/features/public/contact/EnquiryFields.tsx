import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from '../../../components/Field';
import { contactFormFields as fields } from '../../../content/contact';
import { FieldRow, RequiredLabel, ServiceOptions } from './FormParts';

export type EnquiryFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'service';

interface EnquiryFieldsProps {
  register: (name: EnquiryFieldName) => UseFormRegisterReturn<string>;
  errors: Partial<Record<EnquiryFieldName, { message?: string }>>;
  /**
   * Consultations need a number to confirm the meeting by
   * (docs/product.md#contact-and-consultation-forms); enquiries do not.
   */
  phoneRequired: boolean;
}

/** Who is asking: the fields both enquiry forms open with, in the same order and wording. */
export function EnquiryFields({ register, errors, phoneRequired }: EnquiryFieldsProps) {
  return (
    <>
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
          label={phoneRequired ? <RequiredLabel>{fields.phone.label}</RequiredLabel> : fields.phone.label}
          type="tel"
          placeholder={fields.phone.placeholder}
          autoComplete="tel"
          aria-required={phoneRequired ? 'true' : undefined}
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
    </>
  );
}
