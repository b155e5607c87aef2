import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFields, profileSchema, southAfricanProvinces, type ProfileInput, type ProfileValues } from '@validation/profile';
import { useUpdateProfileMutation, type SessionUserFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { TextAreaField, TextField } from '../../../components/Field';
import { toast } from '../../../components/toast-store';
import { FormActions, FormGrid, FullWidth } from './form-layout';
import { ProfileSummary } from './ProfileSummary';
import { ReadOnlyField } from './ReadOnlyField';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { toPersonalFormValues, type PersonalFormValues } from './profile-form-values';
import { failureToastText } from '../../../lib/service-unavailable';
import { Form } from '../../../components/Form';

/**
 * The Personal Information tab (docs/product.md#profile). The e-mail is shown but cannot be
 * edited (docs/product.md#who-may-do-what). The mutation answers the session user, so the
 * normalised cache renames the sidebar and the dashboard banner at once.
 */
export function PersonalInformationForm({ user }: { user: SessionUserFragment }) {
  const provincesId = useId();
  const [initial] = useState(() => toPersonalFormValues(user));
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  // react-hook-form fills uncontrolled inputs from the browser, through their refs: a page drawn on
  // the server would show this form empty until its code ran. Each input also carries its starting
  // value, so the server writes it into the page.
  const field = (name: keyof PersonalFormValues) => ({ ...register(name), defaultValue: initial[name] });

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            firstName: values.firstName,
            lastName: values.lastName,
            phone: values.phone ?? null,
            address: values.address ?? null,
            city: values.city ?? null,
            province: values.province ?? null,
            postalCode: values.postalCode ?? null,
          },
        },
      });
      if (data) reset(toPersonalFormValues(data.updateProfile));
    } catch (error) {
      // What was typed stays in the form so that nothing has to be entered again.
      showServerFieldErrors(error, profileFields, setError);
      toast({ ...failureToastText(error, 'Failed to update profile'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Profile updated successfully', variant: 'success' });
  });

  return (
    <>
      <ProfileSummary user={user} />
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Personal Information">
        <FormGrid>
          <FullWidth>
            <ReadOnlyField label="Email" type="email" value={user.email} hint="Your sign-in email cannot be changed here." />
          </FullWidth>
          <TextField label="First name" autoComplete="given-name" required error={errors.firstName?.message} {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required error={errors.lastName?.message} {...field('lastName')} />
          <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
          <FullWidth>
            <TextAreaField label="Address" rows={3} autoComplete="street-address" error={errors.address?.message} {...field('address')} />
          </FullWidth>
          <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...field('city')} />
          <TextField
            label="Province"
            list={provincesId}
            autoComplete="address-level1"
            error={errors.province?.message}
            {...field('province')}
          />
          <datalist id={provincesId}>
            {southAfricanProvinces.map((province) => (
              <option key={province} value={province} />
            ))}
          </datalist>
          <TextField label="Postal code" autoComplete="postal-code" error={errors.postalCode?.message} {...field('postalCode')} />
        </FormGrid>
        <FormActions>
          <Button type="submit" disabled={loading}>
            {loading ? 'Saving...' : 'Save Changes'}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
