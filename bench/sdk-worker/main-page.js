/* global location */
// The SDKs on the page's own thread, as the app runs them (?multi: the multi-tab cache).
import { start } from './core.js';
import { render } from './render.js';
const params = new URLSearchParams(location.search);
start(params.get('email'), params.has('multi'), render).catch((error) => render({ kind: 'start', error: String(error) }));
