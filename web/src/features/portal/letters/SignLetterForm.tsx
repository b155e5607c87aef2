import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { enumName } from '@validation/enum-names';
import { signLetterSchema } from '@validation/engagement-letters';
import type { SignatureKindValue } from '@validation/engagement-letter-values';
import { useSignEngagementLetterMutation, type LetterDetailFragment } from '../../../graphql/generated';
import { Button } from '../../../components/Button';
import { CheckboxField } from '../../../components/Checkbox';
import { Field, FieldMessage, Input, TextField } from '../../../components/Field';
import { Form } from '../../../components/Form';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs';
import { toast } from '../../../components/toast-store';
import { formFailureMessage } from '../../../lib/graphql-errors';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { media } from '../../../lib/theme';
import { DeclineLetter } from './DeclineLetter';
import { forgetLetterLists } from './letter-cache';
import { SignaturePad } from './SignaturePad';
import { signatureFont } from './signature-font';

interface SignLetterFormValues {
  agreeToSignElectronically: boolean;
  fullName: string;
  signature: { kind: SignatureKindValue; image: string | null; text: string };
}

type SignLetterValues = z.output<typeof signLetterSchema>;

// The shared rules (validation/engagement-letters.ts). The schema takes the agreement only as a
// literal true; the box holds false until it is ticked, so the form's values are wider than that.
const resolver = zodResolver(signLetterSchema) as unknown as Resolver<SignLetterFormValues, unknown, SignLetterValues>;

const emptyForm: SignLetterFormValues = {
  agreeToSignElectronically: false,
  fullName: '',
  signature: { kind: 'drawn', image: null, text: '' },
};

/** The server's field names, whose messages go beneath the fields they name. */
const serverFields = ['agreeToSignElectronically', 'fullName', 'signature.image', 'signature.text'] as const;

const isConflict = (error: unknown) =>
  (error as { graphQLErrors?: { extensions?: { code?: unknown } }[] }).graphQLErrors?.[0]?.extensions?.code === 'CONFLICT';

/**
 * The client signs: agreement to sign electronically, full name, and a signature drawn or typed.
 * Its code (with zod and the shared rules) comes after the letter is on screen (DeferredSignLetterForm).
 * A refusal (already signed, withdrawn meanwhile, the network) is shown and everything entered stays,
 * the drawing too; once signed, the letter in the cache turns to signed and the page shows it so.
 */
export function SignLetterForm({ letter, onStale }: { letter: LetterDetailFragment; onStale: () => void }) {
  const [sign, { loading }] = useSignEngagementLetterMutation();
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<SignLetterFormValues, unknown, SignLetterValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const kind = watch('signature.kind');

  const submit = handleSubmit(async ({ fullName, signature }) => {
    setFailure(null);
    try {
      await sign({
        variables: {
          id: letter.id,
          input: {
            fullName,
            agreeToSignElectronically: true,
            signature:
              signature.kind === 'drawn'
                ? { kind: enumName(signature.kind), image: signature.image }
                : { kind: enumName(signature.kind), text: signature.text },
          },
        },
        update: forgetLetterLists,
      });
    } catch (error) {
      // Everything entered stays, to send again.
      showServerFieldErrors(error, serverFields, setError);
      const message = formFailureMessage(error, 'The letter could not be signed. Please try again.');
      if (message) setFailure({ message, stale: isConflict(error) });
      return;
    }
    toast({ title: 'Letter signed', description: 'The signed copy is filed in your Documents.', variant: 'success' });
  });

  function chooseKind(value: string) {
    setValue('signature.kind', value as SignatureKindValue);
    // After a first try, the chosen way's own message shows at once (what is missing there).
    if (isSubmitted) void trigger('signature');
  }

  const signatureError = kind === 'drawn' ? errors.signature?.image?.message : errors.signature?.text?.message;

  return (
    <>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign the letter">
        <Controller
          control={control}
          name="agreeToSignElectronically"
          render={({ field, fieldState }) => (
            <Consent>
              <CheckboxField
                label="I agree to sign this letter electronically"
                checked={field.value}
                onCheckedChange={field.onChange}
                disabled={loading}
              />
              {fieldState.error && <FieldMessage role="alert">{fieldState.error.message}</FieldMessage>}
            </Consent>
          )}
        />
        <TextField label="Full name" autoComplete="name" required error={errors.fullName?.message} {...register('fullName')} />
        <Signature>
          <legend>Signature</legend>
          <Tabs value={kind} onValueChange={chooseKind}>
            <TabsList aria-label="How to sign">
              <TabsTrigger value="drawn">Draw</TabsTrigger>
              <TabsTrigger value="typed">Type</TabsTrigger>
            </TabsList>
            {/* Both stay mounted, the other one hidden: a drawing survives a look at the Type tab. */}
            <TabsContent value="drawn" forceMount hidden={kind !== 'drawn'}>
              <Controller
                control={control}
                name="signature.image"
                render={({ field }) => (
                  <SignaturePad
                    onChange={field.onChange}
                    invalid={!!errors.signature?.image}
                    errorId={errors.signature?.image ? 'signature-image-error' : undefined}
                    disabled={loading}
                  />
                )}
              />
            </TabsContent>
            <TabsContent value="typed" forceMount hidden={kind !== 'typed'}>
              <Field label="Type your signature" error={errors.signature?.text?.message}>
                {(ids) => (
                  <TypedSignature
                    autoComplete="off"
                    spellCheck={false}
                    $invalid={!!errors.signature?.text}
                    {...ids}
                    {...register('signature.text')}
                  />
                )}
              </Field>
            </TabsContent>
          </Tabs>
          {kind === 'drawn' && signatureError && (
            <FieldMessage id="signature-image-error" role="alert">
              {signatureError}
            </FieldMessage>
          )}
        </Signature>
        {failure && (
          <Failure role="alert">
            <p>{failure.message}</p>
            {failure.stale && (
              <Button $variant="outline" $size="sm" onClick={onStale}>
                Show the letter as it is now
              </Button>
            )}
          </Failure>
        )}
        <Actions>
          <Button type="submit" disabled={loading}>
            {loading ? 'Signing…' : 'Sign letter'}
          </Button>
        </Actions>
      </Form>
      {/* Outside the form: the dialog's own form must not submit this one. */}
      <DeclineLetter letter={letter} />
    </>
  );
}

const Consent = styled.div`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const Signature = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  [role='tablist'] {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const TypedSignature = styled(Input)`
  ${signatureFont}
`;

const Failure = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
  p:last-child {
    margin: 0;
  }
`;

const Actions = styled.div`
  button {
    width: 100%;
    ${media.sm} {
      width: auto;
    }
  }
`;
