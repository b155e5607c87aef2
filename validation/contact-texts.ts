// Texts of the two enquiry forms that both the site and the server show: the field labels (the
// server names a field by its label in its no-script answer) and the toasts of
// docs/product.md#errors.

interface FormField {
  label: string;
  placeholder?: string;
}

interface ToastText {
  title: string;
  description: string;
}

export const contactFormFields = {
  firstName: { label: 'First Name', placeholder: 'Thabo' },
  lastName: { label: 'Last Name', placeholder: 'Molefe' },
  email: { label: 'Email Address', placeholder: 'thabo@company.co.za' },
  phone: { label: 'Phone Number', placeholder: '+27 82 123 4567' },
  company: { label: 'Company Name', placeholder: 'Your company (optional)' },
  service: { label: 'Service of Interest', placeholder: 'Select a service' },
  preferredDate: { label: 'Preferred Date' },
  preferredTime: { label: 'Preferred Time', placeholder: 'Select a time' },
  message: { label: 'Message', placeholder: 'Tell us briefly how we can help...' },
  /** The consent box (POPIA): the Privacy Policy is linked from the label on the site. */
  consent: { label: 'I agree that Khanya may use these details to respond to my enquiry, as described in the Privacy Policy' },
  /** The honeypot: hidden from people, filled in only by bots. */
  website: { label: 'Website (leave this field empty)' },
} as const satisfies Record<string, FormField>;

/** SPEC §8: toast texts after a contact or consultation request. */
export const contactToasts: {
  messageSent: ToastText;
  messageFailed: ToastText;
  consultationSent: ToastText;
  consultationFailed: ToastText;
} = {
  messageSent: {
    title: 'Message Sent Successfully',
    description: "Thank you for contacting us. We'll get back to you within 2 hours.",
  },
  messageFailed: { title: 'Failed to Send Message', description: 'Please try again later.' },
  consultationSent: {
    title: 'Consultation Request Sent',
    description: "We'll contact you within 2 hours to confirm your consultation.",
  },
  consultationFailed: { title: 'Failed to Schedule Consultation', description: 'Please try again later.' },
};
