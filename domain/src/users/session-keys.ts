/**
 * What the learner app keeps in the browser's local storage (SPEC §3), all cleared on sign-out by the app
 * and by the console, which shares its session. Apart from the contracts, so it brings no zod along.
 */
export const sessionStorageKeys = [
  'userInfo',
  'initializeParameters',
  'initializeCustomParameters',
  'cartItems',
  'shippingAddress',
  'answerData',
  'paymentMethod',
] as const;
