// The rates loader is shared with the shop and the tours (@site/ui/rates); giving imports it from here.
export { loadRates, readRateNodes, resetRates } from '@site/ui/rates';
