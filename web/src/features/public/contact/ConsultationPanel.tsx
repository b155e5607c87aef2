import { useMemo, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import type { ConsultationInput, ConsultationValues } from '@validation/contact';
import { todayInSouthAfrica } from '@validation/south-africa-time';
import { lazyZodResolver } from './lazy-resolver';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/Field';
import { consultationDialog, contactFormFields as fields, contactToasts, preferredTimeChoices } from '../../../content/contact';
import { ConsentField, FieldRow, FormActions, HoneypotField, RequiredLabel, RequiredNote } from './FormParts';
import { EnquiryFields } from './EnquiryFields';
import { useContactSubmit } from './use-contact-submit';

const fieldNames = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'service',
  'preferredDate',
  'preferredTime',
  'message',
  'consent',
] as const;

const emptyForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  preferredDate: '',
  // The empty "Select a time" option: the schema answers "Preferred time is required".
  preferredTime: '' as ConsultationInput['preferredTime'],
  message: '',
  consent: false,
} satisfies ConsultationInput;

function ConsultationForm({ onScheduled }: { onScheduled: () => void }) {
  // Made when the dialog opens, so "today" (the earliest date allowed) is today's.
  const resolver = useMemo(
    () =>
      lazyZodResolver<ConsultationInput, ConsultationValues>(() =>
        import('@validation/contact').then((module) => module.createConsultationSchema()),
      ),
    [],
  );
  const today = useMemo(() => todayInSouthAfrica(new Date()), []);
  const form = useForm<ConsultationInput, unknown, ConsultationValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyForm,
  });
  const { onSubmit, honeypotRef, submitting } = useContactSubmit({
    form,
    fieldNames,
    success: contactToasts.consultationSent,
    failure: contactToasts.consultationFailed,
    onSuccess: onScheduled,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={consultationDialog.title}>
      <RequiredNote />
      <EnquiryFields register={register} errors={errors} phoneRequired />
      <FieldRow>
        <TextField
          label={<RequiredLabel>{fields.preferredDate.label}</RequiredLabel>}
          type="date"
          min={today}
          aria-required="true"
          error={errors.preferredDate?.message}
          {...register('preferredDate')}
        />
        <SelectField
          label={<RequiredLabel>{fields.preferredTime.label}</RequiredLabel>}
          aria-required="true"
          error={errors.preferredTime?.message}
          {...register('preferredTime')}
        >
          <option value="">{fields.preferredTime.placeholder}</option>
          {preferredTimeChoices.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <TextAreaField
        label={<RequiredLabel>{fields.message.label}</RequiredLabel>}
        placeholder={fields.message.placeholder}
        rows={4}
        aria-required="true"
        error={errors.message?.message}
        {...register('message')}
      />
      <ConsentField error={errors.consent?.message} {...register('consent')} />
      <HoneypotField inputRef={honeypotRef} />
      <FormActions>
        <Button type="submit" $size="lg" $block disabled={submitting}>
          {submitting ? consultationDialog.submittingLabel : consultationDialog.submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}

export interface ConsultationPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The Schedule Consultation dialog; a successful request closes it. Loaded on demand. */
export default function ConsultationPanel({ open, onOpenChange, returnFocusTo }: ConsultationPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{consultationDialog.title}</DialogTitle>
          <DialogDescription>{consultationDialog.description}</DialogDescription>
        </DialogHeader>
        <ConsultationForm onScheduled={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
