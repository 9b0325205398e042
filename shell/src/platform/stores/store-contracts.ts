// The contracts the shell's own calls use (member info, logout, balance, unread counts, the live token). Their
// zod schemas are built when this module is evaluated: only at the first such call (storeContracts()), not on
// every first page (a guest's page makes none of them; at start they cost about 100 ms at 4× CPU).
export { allBalance, feedbackUnreadNum, getBalance, getUnreadForType, logout, memberInfo, memberJwt, sumUnread } from '@site/shared';
