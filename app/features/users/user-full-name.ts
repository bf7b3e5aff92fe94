/** First and last name, or the e-mail address when both are empty. */
export function fullName(user: { first_name: string; last_name: string; email: string }) {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
