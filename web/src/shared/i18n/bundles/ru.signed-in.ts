// The namespaces of the signed-in shell and home screen, in one request (see ../i18n.ts).
export { default as shell } from '../../../locales/ru/shell.json';
export { default as home } from '../../../locales/ru/home.json';
export { default as notices } from '../../../locales/ru/notices.json';
// Texts several signed-in screens share (the verification banner, the approval requests).
export { default as workspace } from '../../../locales/ru/workspace.json';
