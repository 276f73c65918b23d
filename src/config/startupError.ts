/**
 * A setting or a file the product cannot start with. Its message is the whole story, one line that
 * names the variable or the path and what to do: src/main.ts prints it alone (no stack) and exits 1.
 */
export class StartupError extends Error {
  name = 'StartupError'
}
