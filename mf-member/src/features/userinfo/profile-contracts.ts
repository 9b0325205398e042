// The profile page's call contracts. Their zod schemas (and zod itself, a chunk of its own) are built when this
// module is evaluated: only at the page's first call (profileContracts()), which comes once its head is on screen,
// so the member centre's first page carries no zod of its own (its head is member info, the shell's call).
export { addAvatar, avatarList, bindOther, queryMemberBanksInfoList } from '@site/shared';
