/**
 * Whether a TLS handshake failed because the server's certificate is too weak for Node.js 24's
 * OpenSSL (security level 2: RSA and DH keys under 2048 bits, signatures with MD5 or SHA-1 are
 * refused; decision 067). OpenSSL gives no stable code for it (Node answers `UNSPECIFIED`), only
 * its text: "EE certificate key too weak", "CA certificate key too weak", "ca md too weak".
 */
export function isWeakTlsKeyError(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === "string" && /\b(key|md) too (weak|small)\b/i.test(message);
}
