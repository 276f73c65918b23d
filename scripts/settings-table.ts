/** `npm run docs:settings`: prints README's configuration table from src/config/settings.ts. */
import { settingsTable } from '../src/config/settings'

console.log(settingsTable())
