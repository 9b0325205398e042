// The login feature's public entry: what the rest of mf-auth's features may use.
export { LoginForm } from './LoginForm';
