// The data layer for the REST API's keys and the owner's API settings, as screens see it (see
// contract.ts). Keys are made, switched and deleted by functions; screens read key documents
// (their account's, for its owners and managers; the service owner: all) and never see a key again after it is created.
import type { ApiKeyMode, ApiSettings } from '../domain/system-settings/api';
import type { DataError, Unsubscribe } from './contract-common';

export type ApiKeyView = {
  id: string;
  /** The account whose records the key reads and writes; '' for a key made before accounts existed. */
  accountId: string;
  /** The member who made it. */
  uid: string;
  ownerEmail: string;
  name: string;
  mode: ApiKeyMode;
  /** First 6 characters, dots, last 4. */
  masked: string;
  enabled: boolean;
  createdAt: Date | null;
  lastUsedAt: Date | null;
};

export type CreatedApiKey = { id: string; key: string; masked: string; name: string };

export type ApiApi = {
  /** The API's base URL up to /v1 (the emulator's on a local run). */
  baseUrl(): string;
  /** The keys of account `accountId`, live, newest first (its owners and managers may read them). */
  watchAccountKeys(accountId: string, cb: (keys: ApiKeyView[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** Owner only: every key in the system. */
  watchAllKeys(cb: (keys: ApiKeyView[]) => void, onError?: (e: DataError) => void): Unsubscribe;
  /** A key of account `accountId` (owners and managers); answers the full key: the only time it is ever shown. */
  createKey(name: string, accountId: string): Promise<CreatedApiKey>;
  setKeyEnabled(id: string, enabled: boolean): Promise<void>;
  deleteKey(id: string): Promise<void>;
  watchApiSettings(cb: (settings: ApiSettings) => void, onError?: (e: DataError) => void): Unsubscribe;
  saveApiSettings(settings: ApiSettings): Promise<void>;
};
