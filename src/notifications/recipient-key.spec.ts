import { recipientKey } from './recipient-key.js';

describe('recipientKey', () => {
  it('matches phones in any common format', () => {
    const forms = ['+38 (099) 123-45-67', '+380991234567', '380991234567', '0991234567', ' 099 123 45 67 '];
    expect(new Set(forms.map(recipientKey))).toEqual(new Set(['0991234567']));
  });
  it('matches e-mails case-insensitively', () => {
    expect(recipientKey(' Olena@Example.COM ')).toBe('olena@example.com');
  });
});
