/*
 * The contact and subscribe forms' length limits, in characters: one module the form in mfe-content
 * (a quick answer in the browser) and `POST /api/contact` in packages/api (the check that counts)
 * both import, so the two cannot drift apart.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  message: 5000,
} as const;
