// The send-code button and its countdown, for the remotes whose forms send a code (bundled into each that uses it).
export * from './use-countdown';
export * from './SendCodeButton';
