/* global self */
import { start } from './core.js';
self.onmessage = (e) => start(e.data.email, false, (m) => self.postMessage(m)).catch((error) => self.postMessage({ error: String(error) }));
