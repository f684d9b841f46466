// The EDRPOU rule is defined once, in the contract the web shares (src/shared/contract/edrpou.ts);
// the company context's code keeps importing it from its domain.
export { edrpouCheckDigit, isValidEdrpou } from '../../shared/contract/edrpou.js';
