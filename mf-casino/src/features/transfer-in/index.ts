// The transfer-in feature's public entry: what the other features of mf-casino may use.
export { TransferInForm } from './TransferInForm';
export { allAmountText, fenOf } from './transfer-in-rules';
