export type EmailAddress = { name: string; address: string };

/** "Name <address>", or the bare address when the sender gave no name. */
export function formatEmailAddress({ name, address }: EmailAddress): string {
  const trimmed = name.trim();
  if (!address) return trimmed;
  return trimmed && trimmed !== address ? `${trimmed} <${address}>` : address;
}
