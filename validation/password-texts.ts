/** What the api answers and the pages show for forgotten and changed passwords: one wording. */
export const PASSWORD_RESET_REQUESTED =
  'If an account exists for that address, we have sent it a link to reset the password. The link works once, for 30 minutes.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Sign in with your new password.';
export const PASSWORD_CHANGED = 'Your password has been changed. Every other session has been signed out.';
