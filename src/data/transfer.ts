import type { TransferApi } from './contract';

export const transferApi: TransferApi = {};
