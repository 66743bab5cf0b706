import data from 'virtual:lebe-contracts';
import type { ContractData } from './contract-data';

/**
 * The domain's admin record contracts (as JSON Schema) and fixed lists, made at build time from the domain by
 * contract-data.ts (under Jest, by contract-data.jest.ts): the browser reads them as data, without zod.
 */
export const contracts = data as ContractData;
