// The booking-code feature's public entry: what the other features of mf-sports may use (its page is a route of App).
export { BookingCodeButton } from './BookingCodeButton';
