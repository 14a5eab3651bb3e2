// Connects the Admin SDK for the CLI scripts: to the local emulators by default, or to a real
// project with `--project <id>` (credentials from GOOGLE_APPLICATION_CREDENTIALS or
// `gcloud auth application-default login`).
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorPorts } from './ports.mjs';

export function connect(argv: string[]) {
  const at = argv.indexOf('--project');
  const project = at >= 0 ? argv[at + 1] : undefined;
  const rest = at >= 0 ? argv.filter((_, i) => i !== at && i !== at + 1) : argv;
  if (!project || project.startsWith('demo-')) {
    const ports = emulatorPorts();
    process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
    const app = initializeApp({ projectId: project ?? 'demo-crm' });
    return { app, db: getFirestore(app), auth: getAuth(app), emulators: true, args: rest };
  }
  const app = initializeApp({ projectId: project, credential: applicationDefault() });
  return { app, db: getFirestore(app), auth: getAuth(app), emulators: false, args: rest };
}
