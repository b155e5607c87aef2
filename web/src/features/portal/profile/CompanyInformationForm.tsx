import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { companyFields, companySchema, type CompanyInput, type CompanyValues } from '@validation/profile';
import { useSaveCompanyMutation, type CompanyProfileFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { TextAreaField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { FormActions, FormGrid, FullWidth } from './form-layout';
import { RandField } from './RandField';
import { rememberSavedCompany } from './company-cache';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { toCompanyFormValues } from './profile-form-values';
import { failureToastText } from '../../../lib/service-unavailable';
import { Form } from '../../../components/Form';

/**
 * The Company Information form (docs/product.md#profile, docs/product.md#company-fields). One
 * save call creates the company when there is none yet and updates it otherwise
 * (docs/product.md#company-save); blank numbers are 0.
 */
export function CompanyInformationForm({ company }: { company: CompanyProfileFragment | null }) {
  const [saveCompany, { loading }] = useSaveCompanyMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CompanyInput, unknown, CompanyValues>({
    resolver: zodResolver(companySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: toCompanyFormValues(company),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await saveCompany({
        variables: {
          input: {
            name: values.name,
            registrationNumber: values.registrationNumber ?? null,
            taxNumber: values.taxNumber ?? null,
            vatNumber: values.vatNumber ?? null,
            industry: values.industry ?? null,
            employees: values.employees ?? 0,
            annualRevenue: values.annualRevenue ?? 0,
            phone: values.phone ?? null,
            email: values.email ?? null,
            website: values.website ?? null,
            description: values.description ?? null,
          },
        },
        update(cache, { data: saved }) {
          if (saved) rememberSavedCompany(cache, saved.saveCompany);
        },
      });
      if (data) reset(toCompanyFormValues(data.saveCompany));
    } catch (error) {
      // What was typed stays in the form so that nothing has to be entered again.
      showServerFieldErrors(error, companyFields, setError);
      toast({ ...failureToastText(error, 'Failed to update company information'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Company information updated successfully', variant: 'success' });
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Company Information">
      {!company && <Note>You have not added your company yet. Fill in its details and save to create it.</Note>}
      <FormGrid>
        <FullWidth>
          <TextField label="Company name" autoComplete="organization" required error={errors.name?.message} {...register('name')} />
        </FullWidth>
        <TextField label="Industry" autoComplete="off" error={errors.industry?.message} {...register('industry')} />
        <TextField
          label="Registration number"
          placeholder="e.g. 2015/123456/07"
          autoComplete="off"
          error={errors.registrationNumber?.message}
          {...register('registrationNumber')}
        />
        <TextField label="Tax number" autoComplete="off" error={errors.taxNumber?.message} {...register('taxNumber')} />
        <TextField
          label="VAT number (if registered for VAT)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 4123456789"
          error={errors.vatNumber?.message}
          {...register('vatNumber')}
        />
        <TextField
          label="Number of employees"
          inputMode="numeric"
          autoComplete="off"
          error={errors.employees?.message}
          {...register('employees')}
        />
        <RandField label="Annual revenue (ZAR)" error={errors.annualRevenue?.message} {...register('annualRevenue')} />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Website"
          type="url"
          placeholder="https://www.example.co.za"
          autoComplete="url"
          error={errors.website?.message}
          {...register('website')}
        />
        <FullWidth>
          <TextAreaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
        </FullWidth>
      </FormGrid>
      <FormActions>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving...' : 'Save Company Information'}
        </Button>
      </FormActions>
    </Form>
  );
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy100};
  color: ${({ theme }) => theme.colors.navy900};
`;
