// Sign-in, credential recovery and fixing credentials.
// Built-in defaults; the CMS `copy` entry overrides any key (src/site/copy-table.ts).
export const authCopy = {
  'login.title': 'Sign In',
  'login.username': 'Email or {program} number',
  'login.password': 'Password',
  'login.rememberMe': 'Remember me',
  'login.submit': 'Sign In',
  'login.forgot': 'Forgot your password?',
  'login.errorCredentials': 'Invalid user name or password.',
  'login.errorLocked': 'Your account has been locked for 30 minutes. Recover your account to get access more quickly.',
  'login.errorForm': 'We could not sign you in. Please check form for errors.',
  'recover.request.title': 'Recover your account',
  'recover.request.body': 'Enter your email address or {program} number.',
  'recover.confirm.title': 'Check your email',
  'recover.confirm.body': 'We sent you a link to reset your password.',
  'recover.update.title': 'Create a new password',
  'recover.success.title': 'Your password has been updated',
  'fixCredentials.title': 'Update your email',
  'fixCredentials.body': 'An email update is required before you can continue.',
} as const;
