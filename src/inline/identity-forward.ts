/**
 * Inline first in the home page's head (gatsby/post-build/identity-forward.ts): a link from one of Netlify Identity's
 * e-mails (https://site/#invite_token=...) goes on to the editor, whose widget signs the invited editor up.
 */
import { identityForward } from "../lib/identity-tokens"

const target = identityForward(location.hash, EDITOR_PATH)
if (target) location.replace(target)
