/**
 * Netlify Identity's e-mails (an invitation, a password reset, a sign-up or address confirmation) link to the site's
 * root with a token in the fragment (https://site/#invite_token=...). The widget that reads it loads in the editor
 * only (/admin, gatsby/node/cms.ts), so the home page forwards such a link there (src/inline/identity-forward.ts):
 * Decap's maintainers say the token must be handled at the site root (decaporg/decap-cms#1388).
 */
export const IDENTITY_TOKENS = ["invite_token", "recovery_token", "confirmation_token", "email_change_token"] as const

/** The editor's address for a fragment that carries one of Identity's tokens ("#invite_token=abc" → "/admin#invite_token=abc"). */
export const identityForward = (hash: string, editorPath: string): string | undefined =>
  IDENTITY_TOKENS.some((token) => hash.startsWith(`#${token}=`)) ? `${editorPath}${hash}` : undefined
