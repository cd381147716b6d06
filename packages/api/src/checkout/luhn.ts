// The Luhn check lives with the other card rules in @site/contracts/card-rules, which the browser's
// forms share (issue 27); this module keeps the API's imports where they were.
export { luhnCheckDigit, luhnValid } from '@site/contracts/card-rules';
