// Code layout by Prettier (`npm run format`; `npm test` checks it in its lint step). The options
// are those closest to how the code was written by hand: single quotes, semicolons, trailing
// commas and wide lines (of 160 widths tried from 100 to 200, it leaves the fewest lines changed
// for the least joining of lines written short on purpose).
/** @type {import('prettier').Config} */
export default {
  singleQuote: true,
  printWidth: 160,
};
