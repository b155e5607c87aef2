import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { loginInputSchema, type LoginInput } from '@validation/auth';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Form } from '../../components/Form';

interface LoginFormProps {
  onSubmit: (input: LoginInput) => Promise<unknown>;
  submitting: boolean;
  /** "Signing in..." on the login page, "Signing In..." in the portal (docs/product.md#login). */
  pendingLabel: string;
  /** The portal's inline form keeps its button disabled until both fields are filled. */
  requireBothFilled?: boolean;
  demoLogin?: { email: string; password: string } | null;
}

export function LoginForm({ onSubmit, submitting, pendingLabel, requireBothFilled = false, demoLogin }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = watch(['email', 'password']);
  const incomplete = requireBothFilled && (!email || !password);

  return (
    <Form onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label="Sign in">
      <TextField label="Email" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <ForgotLink>
        <Link to="/portal/forgot-password">Forgot your password?</Link>
      </ForgotLink>
      <Actions>
        <Button type="submit" $block disabled={submitting || incomplete}>
          {submitting ? pendingLabel : 'Sign In'}
        </Button>
        {demoLogin && (
          <Button
            $variant="outline"
            $block
            onClick={() => {
              setValue('email', demoLogin.email, { shouldValidate: true });
              setValue('password', demoLogin.password, { shouldValidate: true });
            }}
          >
            Use Demo Credentials
          </Button>
        )}
      </Actions>
    </Form>
  );
}

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const ForgotLink = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 ${({ theme }) => theme.space[3]};
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
