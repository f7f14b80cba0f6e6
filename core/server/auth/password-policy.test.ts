import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../../../tests/support/server';
import { configFromEnv } from '../config';
import { COMMON_PASSWORDS } from './common-passwords';
import { passwordProblem } from './password-policy';

const problem = (password: string, { login = 'ana.perez@example.com', minLength = 12 } = {}) => passwordProblem(password, { login, minLength });

describe('the rules of a new password (OWASP ASVS 5.0 V6.2)', () => {
  it('at least 12 characters by default, counted as characters, not UTF-16 units', () => {
    expect(problem('eleven-char')).toBe('At least 12 characters');
    expect(problem('twelve-chars')).toBeUndefined();
    expect(problem('🦊'.repeat(6))).toBe('At least 12 characters');
    expect(problem('🦊'.repeat(12))).toBeUndefined();
  });

  it('another minimum when PASSWORD_MIN_LENGTH says so, from 8 to 64', () => {
    expect(problem('twelve-chars', { minLength: 16 })).toBe('At least 16 characters');
    expect(configFromEnv({}).passwordMinLength).toBe(12);
    expect(configFromEnv({ PASSWORD_MIN_LENGTH: '16' }).passwordMinLength).toBe(16);
    expect(configFromEnv({ PASSWORD_MIN_LENGTH: '4' }).passwordMinLength).toBe(8);
    expect(configFromEnv({ PASSWORD_MIN_LENGTH: '500' }).passwordMinLength).toBe(64);
  });

  it('not only spaces', () => {
    for (const blank of [' '.repeat(8), ' '.repeat(12), '\t'.repeat(20)]) expect(problem(blank), JSON.stringify(blank)).toBe('Not only spaces');
    expect(problem('a horse, a cart')).toBeUndefined();
  });

  it('not the login, nor its part before @, in any case', () => {
    expect(problem('Ana.Perez@Example.COM')).toBe('Not the login');
    expect(problem(' ana.perez@example.com ')).toBe('Not the login');
    expect(problem('ANA.PEREZ.GARCIA', { login: 'ana.perez.garcia@example.com' })).toBe('Not the login');
  });

  it('not one of the most common passwords, in any case', () => {
    for (const common of ['Password1234', 'QWERTY123456', 'iloveyou123456', '1q2w3e4r5t6y', 'qwertyuiopasdfghjkl']) {
      expect(problem(common), common).toBe('Too common: choose another');
    }
  });

  it("not one of zxcvbn's ranked list of common passwords (those of 8 characters or more), with our own", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(18_000);
    for (const common of ['leavemealone', '123456654321', 'QazWsxEdc123', 'sonyericsson', '1qazxsw23edc']) {
      expect(problem(common), common).toBe('Too common: choose another');
    }
    for (const common of ['samantha', 'Maverick', 'qwer1234', 'motdepasse']) {
      expect(problem(common, { minLength: 8 }), common).toBe('Too common: choose another');
    }
    expect(problem('a quiet harbour at dawn')).toBeUndefined();
  });

  it("takes the tests' administrator password", () => {
    expect(problem(TEST_ADMIN.password, { login: TEST_ADMIN.login })).toBeUndefined();
  });
});
