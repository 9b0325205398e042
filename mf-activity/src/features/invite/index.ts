// The invite feature's public entry: what the other features of mf-activity may use.
export { inviteLink, useInvite } from './use-invite';
