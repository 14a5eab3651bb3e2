export type EmulatorPorts = {
  offset: number;
  hosting: number;
  functions: number;
  firestore: number;
  auth: number;
  firestoreWebsocket: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
};
export function emulatorPorts(offset?: number): EmulatorPorts;
