// The namespaces of the signed-in shell and home screen, in one request (see ../i18n.ts).
export { default as shell } from '../../../locales/uk/shell.json';
export { default as home } from '../../../locales/uk/home.json';
export { default as notices } from '../../../locales/uk/notices.json';
// Texts several signed-in screens share (the verification banner, the approval requests).
export { default as workspace } from '../../../locales/uk/workspace.json';
