/** The domain's contracts as data, made at build time (vite.config.ts); typed in providers/contracts.ts. */
declare module 'virtual:lebe-contracts' {
  const data: unknown;
  export default data;
}
