import { loginErrors, resetErrors, safeReturnPath, signUpErrors } from './form-rules';

describe('account form rules', () => {
  it('explains every sign-up problem by field', () => {
    expect(
      signUpErrors({
        firstName: ' ',
        lastName: '<b>',
        email: 'nope',
        password: 'short',
        confirm: 'other',
      }),
    ).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Your last name cannot contain < or >.',
      email: 'Enter an e-mail address like name@example.com.',
      password: 'Use at least 8 characters.',
      confirm: 'The passwords do not match.',
    });
    expect(
      signUpErrors({
        firstName: 'Ada',
        lastName: '',
        email: 'ada@example.org',
        password: 'long enough',
        confirm: 'long enough',
      }),
    ).toEqual({});
  });

  it('asks for both login fields and a matching new password', () => {
    expect(loginErrors({ email: '', password: '' })).toEqual({
      email: 'Enter your e-mail address.',
      password: 'Enter your password.',
    });
    expect(resetErrors({ password: ' padded pw ', confirm: '' })).toEqual({
      password: 'Remove the spaces at the start or end of the password.',
      confirm: 'Enter the password again.',
    });
  });

  it('returns only to same-site paths', () => {
    expect(safeReturnPath('/shop')).toBe('/shop');
    expect(safeReturnPath('//evil.test')).toBe('/');
    expect(safeReturnPath('https://evil.test')).toBe('/');
    expect(safeReturnPath('/\\evil.test')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
