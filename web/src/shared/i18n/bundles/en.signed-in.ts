// The namespaces of the signed-in shell and home screen, in one request (see ../i18n.ts).
export { default as shell } from '../../../locales/en/shell.json';
export { default as home } from '../../../locales/en/home.json';
export { default as notices } from '../../../locales/en/notices.json';
// Texts several signed-in screens share (the verification banner, the approval requests).
export { default as workspace } from '../../../locales/en/workspace.json';
