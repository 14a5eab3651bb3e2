// Emulator ports. Offset 0 uses firebase.json's ports. CRM_PORT_OFFSET=N (N > 0) gives the run a
// block of ten ports of its own from 30000 + 10 N, so runs with different offsets never share a
// port (whatever the offsets).
export function emulatorPorts(offset = Number(process.env.CRM_PORT_OFFSET || 0)) {
  if (!offset) {
    return {
      offset: 0,
      hosting: 5000,
      functions: 5001,
      firestore: 8080,
      auth: 9099,
      firestoreWebsocket: 9150,
      hub: 4400,
      logging: 4500,
      eventarc: 9299,
      tasks: 9499,
    };
  }
  const base = 30000 + 10 * offset;
  if (base + 9 > 65535) throw new Error(`CRM_PORT_OFFSET=${offset} is too large (at most 3553)`);
  return {
    offset,
    hosting: base,
    functions: base + 1,
    firestore: base + 2,
    auth: base + 3,
    firestoreWebsocket: base + 4,
    hub: base + 5,
    logging: base + 6,
    eventarc: base + 7,
    tasks: base + 8,
  };
}
