import { useState } from 'react';
import { enumName } from '@validation/enum-names';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateUserMutation } from '../../../../graphql/generated';
import { Button } from '../../../../components/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/Dialog';
import { FieldMessage, SelectField, TextField } from '../../../../components/Field';
import { FieldRow } from '../../../../components/FieldRow';
import { Icon } from '../../../../components/Icon';
import { toast } from '../../../../components/toast-store';
import { countryValues, createUserSchema, DEFAULT_COUNTRY, type CreateUserInput, type CreateUserValues } from '@validation/users';
import { fieldErrorsOf, serverMessage } from '../../../../lib/graphql-errors';
import { addCreatedUserToCache } from './create-user-cache';
import { DialogActions } from './DialogActions';
import { RoleCheckboxes, RoleFieldset } from './RoleCheckboxes';
import { toRoleName } from './role-names';

const emptyForm: CreateUserInput = { email: '', firstName: '', lastName: '', phone: '', country: DEFAULT_COUNTRY, roleNames: ['client'] };
const formFields = ['email', 'firstName', 'lastName', 'phone', 'country', 'roleNames'] as const;
type FormField = (typeof formFields)[number];
const isFormField = (path: string): path is FormField => (formFields as readonly string[]).includes(path);

/**
 * "Add User" and its "Create New User" dialog (docs/product.md#admin-panel,
 * docs/product.md#create-user-fields, docs/product.md#errors). The form lives outside the dialog's
 * content so that what was typed survives a failed attempt and an accidental close.
 */
export function CreateUserDialog() {
  const [open, setOpen] = useState(false);
  const [createUser, { loading }] = useCreateUserMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateUserInput, unknown, CreateUserValues>({
    resolver: zodResolver(createUserSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await createUser({
        variables: {
          input: {
            email: values.email,
            firstName: values.firstName,
            lastName: values.lastName,
            phone: values.phone,
            country: enumName(values.country),
            roleNames: values.roleNames.map(toRoleName),
          },
        },
        update(cache, { data }) {
          if (data?.createUser) addCreatedUserToCache(cache, data.createUser);
        },
      });
    } catch (error) {
      for (const { path, message } of fieldErrorsOf(error)) {
        if (isFormField(path)) setError(path, { type: 'server', message });
      }
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to create user', variant: 'destructive' });
      return;
    }
    toast({
      title: 'User created successfully',
      description: `${values.firstName} will receive an e-mail to choose a password.`,
      variant: 'success',
    });
    setOpen(false);
    reset(emptyForm);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Icon name="plus" size={18} />
          Add User
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create New User</DialogTitle>
          <DialogDescription>They will receive an e-mail with a link to choose their password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create New User">
          <TextField label="Email" type="email" autoComplete="off" required error={errors.email?.message} {...register('email')} />
          <FieldRow>
            <TextField label="First name" autoComplete="off" required error={errors.firstName?.message} {...register('firstName')} />
            <TextField label="Last name" autoComplete="off" required error={errors.lastName?.message} {...register('lastName')} />
          </FieldRow>
          <FieldRow>
            <TextField label="Phone (optional)" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
            <SelectField label="Country" error={errors.country?.message} {...register('country')}>
              {countryValues.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </SelectField>
          </FieldRow>
          <Controller
            control={control}
            name="roleNames"
            render={({ field, fieldState }) => (
              <RoleFieldset aria-invalid={!!fieldState.error} aria-describedby={fieldState.error ? 'create-user-roles-error' : undefined}>
                <legend>Roles</legend>
                <RoleCheckboxes selected={field.value ?? []} onChange={field.onChange} disabled={loading} />
                {fieldState.error && (
                  <FieldMessage id="create-user-roles-error" role="alert">
                    {fieldState.error.message}
                  </FieldMessage>
                )}
              </RoleFieldset>
            )}
          />
          <DialogActions>
            <DialogClose asChild>
              <Button $variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={loading}>
              {loading ? 'Creating…' : 'Create User'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
