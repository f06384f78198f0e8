// Passwords of 8 or more characters that top the public breach lists. Shorter ones
// already fail the length rule. Compared case-insensitively.
export const commonPasswords = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '12345678910', '0123456789', '87654321', '987654321', '11111111',
  '00000000', '88888888', '12341234', '123123123', '11223344', '12121212', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'zaq12wsx', 'qazwsxedc', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwerty1234',
  'asdfghjk', 'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'iloveyou', 'iloveyou1', 'sunshine', 'sunshine1',
  'princess', 'princess1', 'football', 'football1', 'baseball', 'basketball', 'welcome1', 'welcome123',
  'admin123', 'administrator', 'letmein1', 'letmein123', 'trustno1', 'superman', 'starwars', 'whatever',
  'michelle', 'jennifer', 'computer', 'corvette', 'mercedes', 'danielle', 'michael1', 'jordan23',
  'liverpool', 'chocolate', 'butterfly', 'password!', 'abc12345', 'abcd1234', 'abcdefgh', 'a1b2c3d4',
  'changeme', 'changeme1', 'default1', 'secret123', 'monkey123', 'dragon123', 'master123', 'shadow123',
  'freedom1', 'qwe123qwe', 'aa123456', 'iloveu123', 'babygirl', 'lovely123', 'samsung1', 'pokemon1',
  'minecraft', 'fuckyou1', 'zaq1zaq1', 'q1w2e3r4', 'q1w2e3r4t5', 'test1234', 'testtest', 'hello123',
  'hellohello', 'summer2024', 'summer2025', 'summer2026', 'winter2025', 'winter2026', 'spring2026',
  'autumn2026', 'welcome2026', 'password2025', 'password2026', 'company123', 'remotehire', 'remotehire1',
  'remotehire123',
]);

export const isCommonPassword = (password: string) => commonPasswords.has(password.trim().toLowerCase());
