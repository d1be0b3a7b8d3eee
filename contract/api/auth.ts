import { z } from 'zod';

/** POST /passwordCheck */
export const passwordCheckBody = z.object({
  password: z.string().max(1000),
  email: z.string().max(254).optional(),
});

/** POST /forgot-password */
export const forgotPasswordBody = z.object({ email: z.email('must be an e-mail address').max(254) });

/** POST /reset-password */
export const resetPasswordBody = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(1000),
});
