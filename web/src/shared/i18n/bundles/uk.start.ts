// The namespaces every start of the app loads, in one request (see ../i18n.ts).
export { default as common } from '../../../locales/uk/common.json';
export { default as errors } from '../../../locales/uk/errors.json';
