// The qr-code feature's public entry: what the other features of mf-activity may use.
export { QrCode } from './QrCode';
