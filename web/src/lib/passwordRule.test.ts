import { describe, expect, it } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  passwordPolicyMessage,
  passwordTooShort,
  SHORT_PASSWORD_MESSAGE,
} from './passwordRule';

describe('the password rule', () => {
  it('asks for six characters, in the words of the spec', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(passwordTooShort('12345')).toBe(true);
    expect(passwordTooShort('123456')).toBe(false);
    expect(SHORT_PASSWORD_MESSAGE).toBe('The password must contain a minimum of six characters.');
  });

  it('names what a stricter server policy misses', () => {
    expect(passwordPolicyMessage([])).toBe(
      'The password does not meet the requirements. Please choose a stronger password.',
    );
    expect(passwordPolicyMessage(['a number', 'an uppercase letter'])).toBe(
      'The password does not meet the requirements. It needs a number and an uppercase letter.',
    );
  });
});
