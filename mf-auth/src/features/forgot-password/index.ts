// The forgot-password feature's public entry: what the rest of mf-auth's features may use.
export { ForgotPassword } from './ForgotPassword';
