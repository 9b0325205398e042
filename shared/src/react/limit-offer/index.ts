// The deposit-limit offer (registration success, first deposit), for the remotes that show it (bundled into each).
export * from './DepositLimitOffer';
