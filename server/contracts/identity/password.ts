/** The shortest password an account may have. No imports: the browser's form checks it too. */
export const MIN_PASSWORD_LENGTH = 12;
