// Stands in for the `re2js` package in the browser build (docs/decisions/0130-no-regex-engine-in-the-browser.md).
// The Firestore SDK imports that regular-expression engine (about 45 KiB gzip) only to evaluate
// the regex expressions of its pipeline queries, which this app does not use. Should a pipeline
// regex ever be evaluated, it fails loudly instead of matching wrongly.
export class RE2JS {
  static compile(): never {
    throw new Error('Regular expressions in Firestore pipeline queries are not available in this app.');
  }
}
