import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { PageProps } from '@site/contracts/remote';
import AccountMenu from './account-menu';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';
import ResetSuccessPage from './reset-success-page';
import SignupPage from './signup-page';
import SignupSuccessPage from './signup-success-page';

jest.mock('./account.css', () => ({}));

const props: PageProps = {
  params: {},
  route: { id: 'commerce.test', path: '/test', title: 'Test' },
};

function render(Page: ComponentType<PageProps>): string {
  return renderToString(
    <MemoryRouter>
      <Page {...props} />
    </MemoryRouter>,
  );
}

// The pages are prerendered in Node: they must render with no window and no stored session.
describe('account pages render on the server', () => {
  it.each([
    ['Sign up', SignupPage, ['First name', 'E-mail', 'Confirm password', 'Create account']],
    ['Welcome', SignupSuccessPage, ['Log in to your account']],
    ['Log in', LoginPage, ['E-mail', 'Password', 'Forgot your password?']],
    ['Forgot password', ForgotPasswordPage, ['Send reset link']],
    ['Reset password', ResetPasswordPage, ['New password', 'Confirm new password']],
    ['Password reset', ResetSuccessPage, ['Go to the shop']],
  ] as const)('%s', (heading, Page, texts) => {
    const html = render(Page);
    expect(html).toContain(`<h1>${heading}</h1>`);
    for (const text of texts) expect(html).toContain(text);
  });

  it('shows a visitor the Log in link in the account menu', () => {
    const html = renderToString(
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('Sign out');
  });
});
