// Stand-in for the optional native `re2` module that superstatic (under firebase-tools) tries to
// load. Throwing here makes superstatic fall back to JavaScript RegExp, as on any machine where
// re2 failed to build. Our hosting config uses glob sources only, never `regex`.
throw new Error('re2 is not installed in this project (docs/decisions/0056); superstatic uses RegExp.');
