// The captcha feature's public entry: what the rest of mf-auth's features may use.
export { useCaptchaHost } from './use-captcha-host';
