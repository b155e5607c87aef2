import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSetPasswordWithInvitationMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { setPasswordFormSchema } from '@validation/users';
import { serverMessage } from '../../../lib/graphql-errors';
import { NewPasswordFields } from '../account-pages';

type SetPasswordFormValues = z.input<typeof setPasswordFormSchema>;

interface SetPasswordFormProps {
  token: string;
  /** Offered to password managers as the user name. */
  email: string;
  onDone: () => void;
}

export function SetPasswordForm({ token, email, onDone }: SetPasswordFormProps) {
  const [setPassword, { loading }] = useSetPasswordWithInvitationMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SetPasswordFormValues>({
    resolver: zodResolver(setPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await setPassword({ variables: { input: { token, password } } });
    } catch (error) {
      toast({
        title: 'Could not set your password',
        description: serverMessage(error) ?? 'Failed to set password. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Password set. You can now sign in.', variant: 'success' });
    onDone();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Set password">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        labels={['Password', 'Confirm password']}
        errors={{ password: errors.password?.message, confirmation: errors.confirmPassword?.message }}
        registrations={{ password: register('password'), confirmation: register('confirmPassword') }}
      />
      <Button type="submit" $block disabled={loading}>
        {loading ? 'Saving…' : 'Set Password'}
      </Button>
    </form>
  );
}
