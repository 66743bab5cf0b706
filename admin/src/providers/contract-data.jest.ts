// Under Jest, 'virtual:lebe-contracts' is this module (admin/jest.config.js): the same data the build makes.
import { contractData } from './contract-data';

export default contractData();
