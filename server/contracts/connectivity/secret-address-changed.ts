/**
 * The `code` of a 422 issue at a secret's field (an API key, a password, a token, a private key)
 * left empty while the address changed: a stored secret goes only to the origin it was saved for
 * (decision 065), so the form asks for it again. The screens say it in their own words.
 */
export const SECRET_ADDRESS_CHANGED = "secret_address_changed";
