import { IDENTITY_MESSAGES } from './identity/identity.messages.js';
import { composeMessages, MESSAGES } from './shared/i18n/messages.js';

/** Composition root for the API's texts: the kernel's and every context's own (like app.entities.ts). */
export const allMessages = composeMessages(MESSAGES, IDENTITY_MESSAGES);
