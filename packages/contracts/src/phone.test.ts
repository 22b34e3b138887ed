import { describe, expect, it } from 'vitest';
import { PhoneSchema } from './accounts.ts';
import { formatPhone, normalisePhone } from './phone.ts';

describe('Bangladeshi mobile numbers', () => {
  it.each(['+880 1711-123456', '+8801711123456', '8801711123456', '008801711123456', '01711123456', '01711-123456', '০১৭১১১২৩৪৫৬', '+৮৮০ ১৭১১-১২৩৪৫৬', '(+880) 1711 123 456', '+880 01711123456'])(
    'keeps %j as +8801711123456',
    (typed) => {
      expect(normalisePhone(typed)).toBe('+8801711123456');
    },
  );

  it.each(['', '017', '1711123456', '0171112345', '017111234567', '01211123456', '+1 555 123 4567', '+880 2 9876543', '01711x123456', '০১৭১১১২৩৪৫৬৭'])('refuses %j', (typed) => {
    expect(normalisePhone(typed)).toBeUndefined();
    expect(PhoneSchema.safeParse(typed).error?.issues[0]?.message).toBe('validation.phone.invalid');
  });

  it('shows a stored number as people write it', () => {
    expect(formatPhone('+8801711123456')).toBe('+880 1711-123456');
    expect(formatPhone('(02) 9876543')).toBe('(02) 9876543');
  });
});
