import { z } from 'zod';

// Messages are those of docs/product.md#login-fields, word for word.
export const loginInputSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .email('Please enter a valid email address')
    .max(255, 'Email must be at most 255 characters'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});

export type LoginInput = z.infer<typeof loginInputSchema>;
