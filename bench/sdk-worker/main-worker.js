/* global Worker, location */
// The SDKs in a module worker; the page only draws the lists it is sent.
import { render } from './render.js';
const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
worker.onmessage = (e) => render(e.data);
worker.postMessage({ email: new URLSearchParams(location.search).get('email') });
