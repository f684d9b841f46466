// The namespaces every start of the app loads, in one request (see ../i18n.ts).
export { default as common } from '../../../locales/ru/common.json';
export { default as errors } from '../../../locales/ru/errors.json';
