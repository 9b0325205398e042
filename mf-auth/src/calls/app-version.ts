/** The version sent with login: this remote's deployed version ('dev' outside a build). */
export const APP_VERSION: string = typeof __REMOTE_VERSION__ === 'string' ? __REMOTE_VERSION__.slice(0, 20) : 'dev';
