// The register feature's public entry: what the rest of mf-auth's features may use.
export { RegisterForm } from './RegisterForm';
