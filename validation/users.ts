import { z } from 'zod';

export const roleNameValues = ['client', 'advisor', 'admin', 'superadmin'] as const;
export type RoleNameValue = (typeof roleNameValues)[number];

/** The country choices and default (docs/product.md#create-user-fields). */
export const countryValues = ['South Africa', 'Botswana', 'Namibia', 'Zimbabwe', 'Other'] as const;
export const DEFAULT_COUNTRY = 'South Africa';

const roleNamesField = z
  .array(z.enum(roleNameValues, 'Choose roles from the list'), 'Roles must be a list')
  .max(roleNameValues.length, `Choose at most ${roleNameValues.length} roles`);

/** An account's e-mail: trimmed and stored in lower case, so one address is one account. */
const accountEmail = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(255, 'Email must be at most 255 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

// Messages are those of docs/product.md#create-user-fields, word for word.
export const createUserSchema = z.object({
  email: accountEmail,
  firstName: z
    .string({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(100, 'First name must be at most 100 characters'),
  lastName: z
    .string({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name must be at most 100 characters'),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must be at most 20 characters')
    .nullish()
    .transform((value) => value || undefined),
  country: z
    .enum(countryValues, 'Choose a country from the list')
    .nullish()
    .transform((value) => value ?? DEFAULT_COUNTRY),
  roleNames: roleNamesField.min(1, 'At least one role is required').default(['client']),
});

export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;

/** Edit roles replaces the whole set; an empty set is allowed (the user shows "No roles"). */
export const setUserRolesSchema = z.object({
  roleNames: roleNamesField.transform((names) => [...new Set(names)]),
});

export const PASSWORD_MIN_LENGTH = 10;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Password must be at most 200 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/\d/, 'Password must contain a number');

/** Setting a password from an invitation link (the token comes from the link). */
export const setPasswordSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).trim().min(20, 'The link is incomplete').max(200, 'The link is incomplete'),
  password: passwordSchema,
});

/** The form adds a confirmation field, checked only in the browser. */
export const setPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

export const userFilterSchema = z.object({
  search: z.string().trim().max(255, 'Search must be at most 255 characters').nullish(),
  roleName: z.enum(roleNameValues, 'Choose a role from the list').nullish(),
  hasOverdueTasks: z.boolean('Has overdue tasks must be true or false').nullish(),
});

/** "Forgot password": only the address; the answer is the same whether or not it has an account. */
export const forgotPasswordSchema = z.object({
  email: accountEmail,
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** A new password from a reset link: the same shape and rules as an invitation's. */
export const resetPasswordSchema = setPasswordSchema;

/** Changing the password while signed in: the current one proves it is the account's owner. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1024, 'Current password is too long'),
  newPassword: passwordSchema,
});

/** The change-password form adds a confirmation field, checked only in the browser. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
