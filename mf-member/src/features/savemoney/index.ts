// The savemoney feature's public entry: what the other features of mf-member may use.
export { FundsChoices } from './FundsChoices';
export { default as fundsStyles } from './funds.module.css';
