import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { GetInTouchInput, GetInTouchValues } from '@validation/contact';
import { lazyZodResolver } from './lazy-resolver';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/Field';
import { contactFormFields as fields, contactToasts, getInTouchForm } from '../../../content/contact';
import { ConsentField, FormActions, HoneypotField, RequiredLabel, RequiredNote } from './FormParts';
import { EnquiryFields } from './EnquiryFields';
import { useContactSubmit } from './use-contact-submit';
import { GET_IN_TOUCH_FORM_ID, GET_IN_TOUCH_NO_SCRIPT_ACTION, takeOverFromPrerenderedForm } from './form-island';

const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message', 'consent'] as const;
type FieldName = Exclude<(typeof fieldNames)[number], 'consent'>;

const emptyForm: GetInTouchInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
  consent: false,
};

/** The Get In Touch form (SPEC §2 Contact, §5): validated on submit, re-validated on change. */
const getInTouchResolver = lazyZodResolver<GetInTouchInput, GetInTouchValues>(() =>
  import('@validation/contact').then((module) => module.getInTouchSchema),
);

export default GetInTouchForm;

export function GetInTouchForm({ headingId }: { headingId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const typedBeforeHydration = useRef<Partial<Record<FieldName, string>>>({});
  const consentTickedBeforeHydration = useRef(false);
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
    if (consentTickedBeforeHydration.current) form.setValue('consent', true);
    if (takeOverFromPrerenderedForm(formRef.current)) formRef.current?.requestSubmit();
    // Once, when the real form takes over from the prerendered one: useForm returns the same form
    // on every render.
  }, [form]);
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

  const consentField = form.register('consent');
  const registerConsent = {
    ...consentField,
    ref: (element: HTMLInputElement | null) => {
      if (element?.checked) consentTickedBeforeHydration.current = true;
      consentField.ref(element);
    },
  };

  return (
    // method and action serve a visitor who sends the form before its script has loaded (or
    // without JavaScript): the browser posts it to the server, which stores it all the same.
    <form
      ref={formRef}
      id={GET_IN_TOUCH_FORM_ID}
      method="post"
      action={GET_IN_TOUCH_NO_SCRIPT_ACTION}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      <RequiredNote />
      <EnquiryFields register={register} errors={errors} phoneRequired={false} />
      <TextAreaField
        label={<RequiredLabel>{fields.message.label}</RequiredLabel>}
        placeholder={fields.message.placeholder}
        rows={5}
        aria-required="true"
        error={errors.message?.message}
        {...register('message')}
      />
      <ConsentField error={errors.consent?.message} {...registerConsent} />
      <HoneypotField inputRef={honeypotRef} />
      <FormActions>
        <Button type="submit" $size="lg" disabled={submitting}>
          {submitting ? getInTouchForm.submittingLabel : getInTouchForm.submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
