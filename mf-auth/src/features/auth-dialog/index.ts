// The auth dialog's public entry: the flow context the forms it hosts read. The dialog itself is
// mounted by parcel.tsx from its own file; exporting it here would close an import cycle (the
// dialog imports the forms, the forms import this entry).
export { useAuthFlow, type AuthFlow } from './use-auth-flow';
