// The odds feature's public entry: what the other features of mf-sports may use.
export { OddsTypeSelector } from './OddsTypeSelector';
export { PriceCell } from './PriceCell';
export { OddsTypeContext, useOddsType, useStoredOddsType } from './odds-type';
