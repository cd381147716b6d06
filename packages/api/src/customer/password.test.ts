import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('salts each hash and verifies only the right password', async () => {
    const [one, two] = await Promise.all([
      hashPassword('same password'),
      hashPassword('same password'),
    ]);
    expect(one).not.toBe(two);
    expect(await verifyPassword('same password', one)).toBe(true);
    expect(await verifyPassword('same passworD', one)).toBe(false);
    expect(await verifyPassword('same password', 'plain')).toBe(false);
  });
});
