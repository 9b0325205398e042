// The auth feature's public entry: what the other features of mf-member may use.
export { MemberSendCode, sendCodeWith } from './send-code';
