import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { enumName } from '@validation/enum-names';
import {
  apiTokenScopeDescriptions,
  apiTokenScopeFamilies,
  apiTokenScopeFamilyLabels,
  apiTokenScopeValues,
  scopeParts,
  type ApiTokenScope,
} from '@validation/api-token-scopes';
import { apiTokenFormSchema, createInputOf, type ApiTokenFormValues } from '@validation/api-tokens';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { useCreateApiTokenMutation } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Checkbox';
import { FieldMessage, TextField } from '../../../components/Field';
import { Form } from '../../../components/Form';
import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';
import { media } from '../../../lib/theme';

const emptyForm: ApiTokenFormValues = { name: '', scopes: [], lifetime: '90', expiresOn: '' };
const lifetimes = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'date', label: 'On a day I choose' },
] as const;

/** The scopes by area, in the order of the list: Documents (read, write), Contact submissions (read)… */
const scopeGroups = apiTokenScopeFamilies.map((family) => ({
  family,
  label: apiTokenScopeFamilyLabels[family],
  scopes: apiTokenScopeValues.filter((scope) => scopeParts(scope).family === family),
}));

/**
 * "Create token" (Security tab, staff): a name, the scopes by area and a lifetime of at most a
 * year. On a refusal what was filled in stays, each field's message beneath it; on success the
 * secret goes to `onCreated`, to be shown once.
 */
export function CreateApiTokenForm({ onCreated, onCancel }: { onCreated: (secret: string, name: string) => void; onCancel: () => void }) {
  const [createToken, { loading }] = useCreateApiTokenMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ApiTokenFormValues, unknown, z.output<typeof apiTokenFormSchema>>({
    resolver: zodResolver(apiTokenFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const lifetime = watch('lifetime');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const input = createInputOf(values);
    try {
      const { data } = await createToken({
        variables: { input: { ...input, scopes: input.scopes.map((scope) => enumName(scope)) } },
        refetchQueries: ['MyApiTokens'],
      });
      if (data) onCreated(data.createApiToken.secret, data.createApiToken.token.name);
    } catch (error) {
      // What was filled in stays; the server's words go beneath the fields they name.
      for (const { path, message } of fieldErrorsOf(error)) {
        const field = path === 'expiresInDays' ? (values.lifetime === 'date' ? 'expiresOn' : 'lifetime') : path.split('.')[0];
        if (field === 'name' || field === 'scopes' || field === 'lifetime' || field === 'expiresOn')
          setError(field, { type: 'server', message });
      }
      setFailure(formFailureMessage(error, 'Failed to create the token. Please try again.'));
    }
  });

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="create-api-token-title">
      <h3 id="create-api-token-title">Create token</h3>
      <TextField
        label="Name"
        autoComplete="off"
        required
        placeholder="What uses it, for example Practice manager sync"
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="scopes"
        render={({ field, fieldState }) => (
          <Fieldset aria-invalid={!!fieldState.error} aria-describedby={fieldState.error ? 'api-token-scopes-error' : undefined}>
            <legend>Scopes: what it may do as you</legend>
            <Groups>
              {scopeGroups.map((group) => (
                <Group key={group.family} role="group" aria-label={group.label}>
                  <GroupLabel>{group.label}</GroupLabel>
                  {group.scopes.map((scope) => (
                    <CheckboxField
                      key={scope}
                      label={<code>{scope}</code>}
                      description={apiTokenScopeDescriptions[scope]}
                      checked={field.value.includes(scope)}
                      disabled={loading}
                      onCheckedChange={(checked) =>
                        field.onChange(checked ? [...field.value, scope] : field.value.filter((chosen: ApiTokenScope) => chosen !== scope))
                      }
                    />
                  ))}
                </Group>
              ))}
            </Groups>
            {fieldState.error && (
              <FieldMessage id="api-token-scopes-error" role="alert">
                {fieldState.error.message}
              </FieldMessage>
            )}
          </Fieldset>
        )}
      />
      <Fieldset aria-describedby={errors.lifetime ? 'api-token-lifetime-error' : undefined}>
        <legend>Expires</legend>
        <Lifetimes>
          {lifetimes.map((choice) => (
            <label key={choice.value}>
              <input type="radio" value={choice.value} {...register('lifetime')} /> {choice.label}
            </label>
          ))}
        </Lifetimes>
        {errors.lifetime && (
          <FieldMessage id="api-token-lifetime-error" role="alert">
            {errors.lifetime.message}
          </FieldMessage>
        )}
      </Fieldset>
      {lifetime === 'date' && (
        <TextField
          label="Expires on"
          type="date"
          min={todayInSouthAfrica(new Date(Date.now() + 24 * 60 * 60 * 1000))}
          required
          error={errors.expiresOn?.message}
          {...register('expiresOn')}
        />
      )}
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={loading}>
          {loading ? 'Creating…' : 'Create token'}
        </Button>
      </Actions>
    </Form>
  );
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[3]};
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  align-content: start;
`;

const GroupLabel = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Lifetimes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    min-height: 44px;
  }
`;

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
